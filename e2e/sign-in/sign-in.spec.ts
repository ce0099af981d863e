import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO_RESELLER, demoKey } from '../support/env';
import { hydrated } from '../support/dashboard';
import { uniqueClient } from '../support/graphql';
import { wellFormedUnknownKey } from '../support/keys';
import { signIn, signInForm } from '../support/sign-in';

// The form's messages (lib/dashboard/session/sign-in.ts): each failure has its own.
const MESSAGES = {
  empty: 'Enter your API key.',
  invalid:
    'That API key was not accepted: it may have been revoked, or part of it is missing. Check that you pasted the whole key, or ask for a new one.',
  unreachable: 'The Handbook service cannot be reached right now. Try again in a moment.',
  tooMany:
    /^Too many failed attempts\. For the next \d+ minutes? a wrong key is refused; a valid key still signs in\.$/,
};

const sessionCookies = async (page: Page) =>
  (await page.context().cookies()).filter((c) => /session/i.test(c.name));

/** Submits the form and waits for the server action's answer. */
async function submitKey(page: Page, key: string) {
  const form = signInForm(page);
  await hydrated(form.key);
  await form.key.fill(key);
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/sign-in'),
    form.submit.click(),
  ]);
}

test.describe('sign-in', () => {
  test('a signed-out visitor is sent to sign-in, and back to the page after signing in', async ({ page }) => {
    await page.goto('/tokens?status=expired');
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(signInForm(page).key).toBeVisible();
    await submitKey(page, demoKey());
    await expect(page).toHaveURL(/\/tokens\?status=expired$/);
  });

  test('a key pasted with invisible characters around it signs in', async ({ page }) => {
    await page.goto('/sign-in');
    await submitKey(page, `\u200b ${demoKey()}\u200b\n`);
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test.describe('failures', () => {
    // Failed keys are counted per client: these come from addresses of their own (see uniqueClient).
    test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueClient() } });

    test('a wrong key is refused with its own message and no session', async ({ page }) => {
      await page.goto('/sign-in');
      const form = signInForm(page);
      const wrong = wellFormedUnknownKey();
      await submitKey(page, wrong);
      await expect(form.message).toHaveText(MESSAGES.invalid);
      await expect(form.key).toHaveAttribute('aria-invalid', 'true');
      await expect(form.key).toHaveAccessibleDescription(new RegExp(MESSAGES.invalid.slice(0, 20)));
      // What was pasted stays, to be corrected rather than pasted again.
      await expect(form.key).toHaveValue(wrong);
      await expect(page).toHaveURL(/\/sign-in/);
      expect(await sessionCookies(page)).toEqual([]);
    });

    test('a pasted key hint is named as one, not taken for the service being down', async ({ page }) => {
      await page.goto('/sign-in');
      const form = signInForm(page);
      await submitKey(page, 'hbk_…x1Yz');
      await expect(form.message).toHaveText(/^That is a key's hint .* it cannot sign in\./);
      await expect(form.key).toHaveAttribute('aria-invalid', 'true');
      expect(await sessionCookies(page)).toEqual([]);
    });

    test('an empty key is refused with its own message', async ({ page }) => {
      await page.goto('/sign-in');
      const form = signInForm(page);
      await submitKey(page, '   ');
      await expect(form.message).toHaveText(MESSAGES.empty);
      await expect(form.key).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/\/sign-in/);
      expect(await sessionCookies(page)).toEqual([]);
    });
  });

  test('too many wrong keys from one client are told to wait, and the right one still signs in', async ({
    browser,
  }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueClient() } });
    const page = await context.newPage();
    await page.goto('/sign-in');
    const form = signInForm(page);
    let attempts = 0;
    // The limit is the dashboard's to choose (5 in 5 minutes today): fail until it says so.
    do {
      await submitKey(page, wellFormedUnknownKey());
      attempts++;
    } while ((await form.message.textContent()) === MESSAGES.invalid && attempts < 20);
    expect(attempts).toBeGreaterThan(2);
    await expect(form.message).toHaveText(MESSAGES.tooMany);
    await submitKey(page, wellFormedUnknownKey());
    await expect(form.message).toHaveText(MESSAGES.tooMany);

    // The API's rule: failures are slowed, a valid key always signs in (no lock-out from a shared address).
    await submitKey(page, demoKey());
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  });

  test('the right key signs in: the header names the reseller, nothing echoes the key', async ({ page }) => {
    // Nothing the server answers during sign-in repeats the key (the form posts it; no answer may echo it).
    const echoes: Promise<string | null>[] = [];
    page.on('response', (response) =>
      echoes.push(
        response.text().then(
          (body) => (body.includes(demoKey()) ? response.url() : null),
          () => null,
        ),
      ),
    );
    await signIn(page, demoKey());
    expect((await Promise.all(echoes)).filter(Boolean)).toEqual([]);
    expect(page.url()).not.toContain(demoKey());
    await expect(page.getByRole('banner')).toContainText(DEMO_RESELLER);

    // One session cookie (its flags: e2e/security/session-cookie.spec.ts), without the key in it.
    const [cookie, ...others] = await sessionCookies(page);
    expect(others).toEqual([]);
    expect(cookie?.value).not.toContain(demoKey());
    // Lives no longer than the 12-hour absolute limit.
    expect(cookie!.expires * 1000 - Date.now()).toBeLessThanOrEqual(12 * 3_600_000 + 60_000);
  });

  test('a tampered session cookie means signed out, not an error page', async ({ page }) => {
    await signIn(page, demoKey());
    const [cookie] = await sessionCookies(page);
    expect(cookie).toBeDefined();
    await page.context().addCookies([{ ...cookie!, value: `${cookie!.value.slice(0, -6)}AAAAAA` }]);
    const response = await page.goto('/customers');
    await expect(page).toHaveURL(/\/sign-in/);
    expect(response?.status()).toBeLessThan(400);
    await expect(signInForm(page).key).toBeVisible();
  });
});

test.describe('sign-out', () => {
  // The GraphQL relay's refusal after sign-out is the point of the test; the browser logs it.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('ends the session: pages go to sign-in and the GraphQL relay answers 401', async ({ page }) => {
    await signIn(page, demoKey());
    // The same request, with the browser's cookies, works while signed in: the 401 below is the sign-out's.
    const askRelay = () =>
      page.request.post('/api/graphql', {
        headers: { 'content-type': 'application/json', origin: new URL(page.url()).origin },
        data: JSON.stringify({ query: '{ reseller { name } }' }),
        failOnStatusCode: false,
      });
    const before = await askRelay();
    expect(before.status()).toBe(200);
    expect(await before.json()).toEqual({ data: { reseller: { name: DEMO_RESELLER } } });

    const copied = await sessionCookies(page);
    expect(copied).toHaveLength(1);

    await page.getByRole('button', { name: /sign out/i }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    expect(await sessionCookies(page)).toEqual([]);

    const response = await askRelay();
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({
      errors: [
        { message: 'Your session has ended. Sign in again.', extensions: { code: 'UNAUTHENTICATED' } },
      ],
    });

    await page.goto('/customers');
    await expect(page).toHaveURL(/\/sign-in/);

    // A copy of the cookie taken before sign-out opens nothing afterwards: sign-out is kept on the server.
    await page.context().addCookies(copied);
    expect((await askRelay()).status()).toBe(401);
    await page.goto('/customers');
    await expect(page).toHaveURL(/\/sign-in/);
  });
});
