import type { Cookie, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { demoKey, MAIN_URL } from '../support/env';
import { signIn } from '../support/sign-in';

/**
 * The session cookie on the production build, and sign-out enforced on the server: every test signs in a
 * session of its own (never the shared storage state, which a sign-out here would end for everyone).
 */
const QUERY = JSON.stringify({ query: '{ reseller { name } }' });

async function sessionCookie(page: Page): Promise<Cookie> {
  const cookies = (await page.context().cookies()).filter((c) => /session/i.test(c.name));
  expect(cookies).toHaveLength(1);
  return cookies[0]!;
}

test.describe('the session cookie', () => {
  test('is __Host-, HttpOnly, Secure, SameSite=Lax, host-only on path /, and under 4 KB', async ({
    page,
  }) => {
    const setCookies: string[] = [];
    page.on('response', async (response) => {
      const header = await response.headerValue('set-cookie').catch(() => null);
      if (header) setCookies.push(...header.split('\n'));
    });
    await signIn(page, demoKey());

    const cookie = await sessionCookie(page);
    expect(cookie.name).toBe('__Host-hb_session');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    // Host-only: no Domain attribute, so no subdomain receives it.
    expect(cookie.domain).toBe(new URL(MAIN_URL).hostname);
    expect(Buffer.byteLength(`${cookie.name}=${cookie.value}`)).toBeLessThan(4096);

    const issued = setCookies.find(
      (line) => line.startsWith('__Host-hb_session=') && !/Max-Age=0/i.test(line),
    );
    expect(issued, 'the sign-in answer sets the cookie').toBeDefined();
    expect(issued).toMatch(/;\s*HttpOnly/i);
    expect(issued).toMatch(/;\s*Secure/i);
    expect(issued).toMatch(/;\s*SameSite=Lax/i);
    expect(issued).toMatch(/;\s*Path=\//i);
    expect(issued).not.toMatch(/;\s*Domain=/i);
    expect(Buffer.byteLength(issued!)).toBeLessThan(4096);

    // Out of reach of the page's scripts.
    expect(await page.evaluate(() => document.cookie)).not.toContain('hb_session');
  });

  test('holds nothing readable: the API key is not in it', async ({ page }) => {
    await signIn(page, demoKey());
    const { value } = await sessionCookie(page);
    expect(value).toMatch(/^Fe26\.2\*/);
    expect(value).not.toContain(demoKey());
    expect(value).not.toContain('Northwind');
  });
});

test.describe('sign-out, then a replay of the old cookie', () => {
  test('is refused: 401 from /api/graphql, and /customers sends to sign-in', async ({ page, playwright }) => {
    await signIn(page, demoKey());
    const { name, value } = await sessionCookie(page);
    const copied = `${name}=${value}`;

    // A context of its own with the copied cookie as a raw header: exactly what an attacker would send.
    const replay = await playwright.request.newContext({ baseURL: MAIN_URL });
    const askRelay = () =>
      replay.post('/api/graphql', {
        headers: { cookie: copied, 'content-type': 'application/json', origin: MAIN_URL },
        data: QUERY,
        failOnStatusCode: false,
      });
    try {
      expect((await askRelay()).status(), 'the copy works before sign-out').toBe(200);

      await page.getByRole('button', { name: /sign out/i }).click();
      await expect(page).toHaveURL(/\/sign-in\?reason=signed-out/);

      const refused = await askRelay();
      expect(refused.status()).toBe(401);
      expect(await refused.json()).toEqual({
        errors: [
          { message: 'Your session has ended. Sign in again.', extensions: { code: 'UNAUTHENTICATED' } },
        ],
      });

      const pageVisit = await replay.get('/customers', { headers: { cookie: copied }, maxRedirects: 0 });
      expect(pageVisit.status()).toBe(307);
      expect(pageVisit.headers().location).toMatch(/^\/sign-in(\?|$)/);
      // The refused cookie is cleared rather than carried around.
      expect(pageVisit.headers()['set-cookie']).toMatch(/^__Host-hb_session=;.*Max-Age=0/i);
    } finally {
      await replay.dispose();
    }
  });

  test('is refused in a browser too: the copied cookie put back lands on sign-in', async ({
    page,
    browser,
  }) => {
    await signIn(page, demoKey());
    const copied = await sessionCookie(page);
    await page.getByRole('button', { name: /sign out/i }).click();
    await expect(page).toHaveURL(/\/sign-in/);

    const attacker = await browser.newContext();
    try {
      await attacker.addCookies([copied]);
      const other = await attacker.newPage();
      await other.goto(`${MAIN_URL}/customers`);
      await expect(other).toHaveURL(/\/sign-in/);
      await expect(other.getByRole('button', { name: /sign in/i })).toBeVisible();
    } finally {
      await attacker.close();
    }
  });
});
