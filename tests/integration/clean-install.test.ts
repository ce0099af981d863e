import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import semver from 'semver';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);

/**
 * `npm ci` on a fresh clone is the README's install and CI's: it refuses a lock file that lacks entries npm
 * needs on any platform (npm 11 leaves other platforms' optional packages out of some lock files it writes).
 * `--dry-run` checks the same agreement between package.json and the lock without downloading anything.
 */
describe('a clean install', () => {
  const folder = mkdtempSync(join(tmpdir(), 'hb-clean-install-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('npm ci accepts the committed lock file and leaves both files as they were', async () => {
    for (const file of ['package.json', 'package-lock.json']) copyFileSync(file, join(folder, file));
    const before = readFileSync(join(folder, 'package-lock.json'), 'utf8');

    const { stderr } = await run('npm', ['ci', '--dry-run', '--no-audit', '--no-fund'], {
      cwd: folder,
      env: { ...process.env, npm_config_loglevel: 'warn' },
    });

    expect(stderr).not.toMatch(/npm error/);
    expect(readFileSync(join(folder, 'package-lock.json'), 'utf8')).toBe(before);
  });

  it('every runtime dependency runs on each Node release package.json claims', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, LockEntry>;
    };
    const claimed = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } })
      .engines.node;
    // The oldest version of each release the range admits: ^20.19.0 || ^24.0.0 gives 20.19.0 and 24.0.0.
    const oldest = new semver.Range(claimed).set.map((comparators) => comparators[0]!.semver.version);
    expect(oldest.length).toBeGreaterThan(1);
    const refused = oldest.flatMap((version) =>
      Object.entries(lock.packages)
        .filter(([path, entry]) => path && !entry.dev && forThisPlatform(entry) && entry.engines?.node)
        .filter(([, entry]) => !semver.satisfies(version, entry.engines!.node!))
        .map(([path, entry]) => `Node ${version}: ${path} wants ${entry.engines!.node}`),
    );
    expect(refused).toEqual([]);
  });
});

interface LockEntry {
  dev?: boolean;
  os?: string[];
  cpu?: string[];
  engines?: { node?: string };
}

/** Platform packages for another system (a Windows build of an image library) never install here. */
function forThisPlatform(entry: LockEntry): boolean {
  return (
    (!entry.os || entry.os.includes(process.platform)) && (!entry.cpu || entry.cpu.includes(process.arch))
  );
}
