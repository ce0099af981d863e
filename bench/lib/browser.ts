/** Chromium through Playwright, launched as the end-to-end tests launch it. */
import { chromium, type Browser, type Cookie } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../e2e/support/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
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
