import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * `npm test` on a fresh clone, or after `npm run demo` (which installs only what the app needs), installs
 * every dependency before anything else. Run in a copy of the script beside a stand-in `npm` that records
 * its arguments and fails, so that nothing past the install runs.
 */
let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function checkout(installed: 'nothing' | 'app only' | 'everything'): string {
  folder = mkdtempSync(join(tmpdir(), 'hb-test-install-'));
  mkdirSync(join(folder, 'scripts'));
  copyFileSync('scripts/test-all.sh', join(folder, 'scripts/test-all.sh'));
  writeFileSync(join(folder, 'package-lock.json'), '{}');
  if (installed !== 'nothing') {
    mkdirSync(join(folder, 'node_modules/.bin'), { recursive: true });
    writeFileSync(join(folder, 'node_modules/.package-lock.json'), '{}');
    // npm writes its record of the install after reading the lock file.
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(folder, 'node_modules/.package-lock.json'), later, later);
  }
  if (installed === 'everything') {
    writeFileSync(join(folder, 'node_modules/.bin/vitest'), '#!/bin/sh\n');
    chmodSync(join(folder, 'node_modules/.bin/vitest'), 0o755);
  }
  const bin = join(folder, 'stand-in');
  mkdirSync(bin);
  writeFileSync(join(bin, 'npm'), `#!/bin/sh\necho "$*" >> "${join(folder, 'npm-calls')}"\nexit 3\n`);
  chmodSync(join(bin, 'npm'), 0o755);
  return bin;
}

function npmTest(bin: string) {
  const result = spawnSync('bash', [join(folder, 'scripts/test-all.sh')], {
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
    encoding: 'utf8',
    timeout: 30_000,
  });
  let calls = '';
  try {
    calls = readFileSync(join(folder, 'npm-calls'), 'utf8');
  } catch {
    // npm was not called
  }
  return { output: result.stdout + result.stderr, calls, status: result.status };
}

describe('npm test installs what the checks need first', () => {
  it('on a fresh clone, with nothing installed', () => {
    const run = npmTest(checkout('nothing'));
    expect(run.output).toContain('Installing every dependency');
    expect(run.calls.split('\n')[0]).toBe('ci --no-audit --no-fund');
    expect(run.status).toBe(3);
  });

  it("after the demo's install, which left the test tools out", () => {
    const run = npmTest(checkout('app only'));
    expect(run.output).toContain('Installing every dependency');
    expect(run.calls.split('\n')[0]).toBe('ci --no-audit --no-fund');
  });

  it('not when everything is installed', () => {
    const run = npmTest(checkout('everything'));
    expect(run.output).not.toContain('Installing every dependency');
    expect(run.calls).not.toMatch(/^ci /m);
  });
});
