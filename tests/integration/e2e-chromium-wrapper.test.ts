import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHROMIUM_PATH } from '../../e2e/support/chromium';

/** The arguments e2e/support/chromium.sh starts E2E_CHROMIUM with, one per line (printf stands in for it). */
function startedWith(args: string[]): string[] {
  const out = execFileSync('bash', ['e2e/support/chromium.sh', '%s\\n', ...args], {
    env: { ...process.env, E2E_CHROMIUM: 'printf' },
    encoding: 'utf8',
  });
  return out.split('\n').filter(Boolean);
}

describe("the end-to-end suite's Chromium launcher", () => {
  it("merges every --disable-features into one, so that the config's keeps Playwright's list", () => {
    expect(
      startedWith(['--headless', '--disable-features=A,B', '--lang=en US', '--disable-features=C']),
    ).toEqual(['--headless', '--lang=en US', '--disable-features=A,B,C']);
  });

  it('passes everything else unchanged, and adds no empty switch', () => {
    expect(startedWith(['--no-sandbox', 'about:blank'])).toEqual(['--no-sandbox', 'about:blank']);
  });

  it('refuses to start without E2E_CHROMIUM', () => {
    const { E2E_CHROMIUM: _, ...withoutChromium } = process.env;
    expect(() =>
      execFileSync('bash', ['e2e/support/chromium.sh'], { env: withoutChromium, stdio: 'pipe' }),
    ).toThrow(/E2E_CHROMIUM names the Chromium to start/);
  });

  // npm test checks for the browser before anything long starts, and CI installs it: a default that drifted
  // in one of them would fail the run minutes in, or install a browser the suite never starts.
  it.each(['scripts/test-all.sh', '.ci/run'])('%s falls back to the same browser', (file) => {
    expect(readFileSync(file, 'utf8')).toContain(`\${PLAYWRIGHT_CHROMIUM_PATH:-${DEFAULT_CHROMIUM_PATH}}`);
  });
});
