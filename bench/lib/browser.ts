/** Chromium through Playwright: the system browser, as the end-to-end tests use it. */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Cookie } from '@playwright/test';

export const CHROMIUM_PATH = process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';

/** Null when Chromium is there; otherwise why the browser benchmarks are skipped. */
export function chromiumUnavailable(): string | null {
  return existsSync(CHROMIUM_PATH)
    ? null
    : `no Chromium at ${CHROMIUM_PATH} (install it, or set PLAYWRIGHT_CHROMIUM_PATH)`;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-gpu',
    ],
  });
}

export interface Session {
  /** The `Cookie` header a signed-in browser sends with every request. */
  header: string;
  /** The same cookies, for another browser context. */
  cookies: Cookie[];
}

/** Signs in through the dashboard's real form, in Chromium, and returns the session's cookies. */
export async function signIn(browser: Browser, baseUrl: string, apiKey: string): Promise<Session> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/sign-in`, { waitUntil: 'networkidle' });
    await page.getByLabel('API key', { exact: true }).fill(apiKey);
    await page.getByRole('button', { name: /sign in/i }).click();
    // A sign-in lands on the overview, the dashboard's home.
    await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
    const cookies = await context.cookies(baseUrl);
    if (cookies.length === 0) throw new Error('signing in set no cookie');
    return { header: cookies.map((c) => `${c.name}=${c.value}`).join('; '), cookies };
  } finally {
    await context.close();
  }
}
