import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LaunchOptions } from '@playwright/test';

/**
 * The browser of the end-to-end tests and of the benchmarks. No browser download works here: Debian's
 * headless shell, the build Playwright itself runs headless tests in (the full browser's windows cost the
 * suite about 40% more CPU), or whatever PLAYWRIGHT_CHROMIUM_PATH names.
 */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH = process.env.PLAYWRIGHT_CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;

/** Null when Chromium is there; otherwise what is missing and what to do about it. */
export function chromiumMissing(): string | null {
  return existsSync(CHROMIUM_PATH)
    ? null
    : `no Chromium at ${CHROMIUM_PATH} (apt-get install chromium-headless-shell, or set PLAYWRIGHT_CHROMIUM_PATH)`;
}

/**
 * The full Chromium 156, where PLAYWRIGHT_CHROMIUM_PATH names it, starts two renderers of its own with every
 * window (each test's context): the omnibox popups, which a headless browser never shows. They took a quarter
 * of its CPU, and the end-to-end suite ran 4.3 min where it runs 3.2 min without them. chromium.sh merges this
 * --disable-features with Playwright's own.
 */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: fileURLToPath(new URL('chromium.sh', import.meta.url)),
  env: { ...process.env, E2E_CHROMIUM: CHROMIUM_PATH },
  args: [
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-gpu',
  ],
};
