import { randomUUID } from 'node:crypto';
import { sealData } from 'iron-session';
import type { BrowserContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { demoKey, REMOTE_URL } from '../support/env';
import { signInForm } from '../support/sign-in';
import { hydrated } from '../support/dashboard';

/**
 * The second server fronts HANDBOOK_API_URL=http://127.0.0.1:9, where nothing answers. Nobody can sign in
 * there, so the signed-in cases get a session sealed the way the app seals it, with the run's
 * SESSION_SECRET: what a person signed in before the service went away would hold.
 */
async function signedInThere(context: BrowserContext): Promise<void> {
  const now = Date.now();
  const secret = process.env.E2E_SESSION_SECRET;
  if (!secret) throw new Error('E2E_SESSION_SECRET is not set: run the suite through playwright.config.ts.');
  // The shape of SessionData in lib/dashboard/session/session-rules.ts.
  const session = {
    apiKey: demoKey(),
    resellerId: 'rsl_e2e',
    resellerName: 'Stranded Reseller',
    signedInAt: now,
    lastSeenAt: now,
    sessionId: randomUUID(),
  };
  const value = await sealData(session, { password: { '1': secret }, ttl: 12 * 3600 });
  // The production cookie's name (lib/dashboard/session/session.ts); `__Host-` means Secure, Path=/ and no Domain.
  await context.addCookies([
    {
      name: '__Host-hb_session',
      value,
      domain: new URL(REMOTE_URL).hostname,
      path: '/',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}

const UNREACHABLE = /cannot be reached|unreachable|unavailable|did not answer/i;

test('sign-in says the service cannot be reached', async ({ page }) => {
  await page.goto(`${REMOTE_URL}/sign-in`);
  const form = signInForm(page);
  await hydrated(form.key);
  await form.key.fill(demoKey());
  await form.submit.click();
  await expect(form.message).toHaveText(
    'The Handbook service cannot be reached right now. Try again in a moment.',
  );
  await expect(page).toHaveURL(/\/sign-in/);
  expect((await page.context().cookies(REMOTE_URL)).filter((c) => /session/i.test(c.name))).toEqual([]);
});

test.describe('signed in when the service goes away', () => {
  // The failed requests are the point: the browser logs them.
  test.use({ allowedConsoleErrors: [/status of 50[234]/] });

  test('the GraphQL relay answers 502 with a plain message', async ({ context }) => {
    await signedInThere(context);
    const response = await context.request.post(`${REMOTE_URL}/api/graphql`, {
      headers: { 'content-type': 'application/json', origin: REMOTE_URL },
      data: JSON.stringify({ query: '{ reseller { name } }' }),
      failOnStatusCode: false,
    });
    expect(response.status()).toBe(502);
    const body = await response.json();
    expect(body.errors[0].extensions.code).toBe('UPSTREAM_UNREACHABLE');
    expect(body.errors[0].message).toMatch(UNREACHABLE);
    expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1:9|ECONNREFUSED|fetch failed/);
  });

  for (const path of ['/customers', '/tokens']) {
    test(`${path} shows a message and a way to try again, not a crash`, async ({ context, page }) => {
      await signedInThere(context);
      await page.goto(`${REMOTE_URL}${path}`);
      await expect(page.getByRole('banner')).toContainText('Stranded Reseller');
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toContainText(UNREACHABLE);
      await expect(alert.getByRole('button', { name: /try again/i })).toBeVisible();
      await expect(page.locator('body')).not.toContainText(/ECONNREFUSED|fetch failed|127\.0\.0\.1:9/);
    });
  }
});
