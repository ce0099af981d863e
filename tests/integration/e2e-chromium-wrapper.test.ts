import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

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
});
