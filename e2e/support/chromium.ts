import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LaunchOptions } from '@playwright/test';

/**
 * The browser of the end-to-end tests and of the benchmarks. No browser download works here: Debian's
 * Chromium, or whatever PLAYWRIGHT_CHROMIUM_PATH names.
 */
export const CHROMIUM_PATH = process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';

/** Null when Chromium is there; otherwise what is missing and what to do about it. */
export function chromiumMissing(): string | null {
  return existsSync(CHROMIUM_PATH)
    ? null
    : `no Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set PLAYWRIGHT_CHROMIUM_PATH)`;
}

/**
 * Chromium 156 starts two renderers of its own with every window (each test's context): the omnibox popups,
 * which a headless browser never shows. They took a quarter of its CPU, and the end-to-end suite ran 4.3 min
 * where it runs 3.2 min without them. chromium.sh merges this --disable-features with Playwright's own.
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
