import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { hydrated } from '../support/dashboard';
import { uniqueClient } from '../support/graphql';
import { signInForm } from '../support/sign-in';

/** The sign-in action's id, as the form posts it (Next's `Next-Action` header). */
async function signInActionId(page: Page): Promise<string> {
  await page.goto('/sign-in');
  const form = signInForm(page);
  await (await hydrated(form.key)).fill('hbk_whatever');
  const [posted] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/sign-in'),
    form.submit.click(),
  ]);
  return (await posted.headerValue('next-action'))!;
}

const post = (request: APIRequestContext, action: string, headers: Record<string, string>, data: string) =>
  request.post('/sign-in', { headers: { 'next-action': action, ...headers }, data, maxRedirects: 0 });

test.describe('the sign-in action, posted by anyone', () => {
  // Failed keys are counted per client: these come from an address of their own (see uniqueClient).
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueClient() } });

  test('arguments that are not the form’s get the form’s answer, never a 500', async ({
    page,
    request,
    baseURL,
  }) => {
    const action = await signInActionId(page);
    const origin = new URL(baseURL!).origin;
    for (const body of ['[null,null]', '["$@1",{"get":1}]', '[{"attempt":"x"},"text"]']) {
      const response = await post(
        request,
        action,
        { origin, 'content-type': 'text/plain;charset=UTF-8' },
        body,
      );
      expect(response.status(), body).toBe(200);
      expect(await response.text(), body).toContain('Enter your API key.');
    }
  });

  test('from another site, or over the body limit: refused plainly before it runs', async ({
    page,
    request,
    baseURL,
  }) => {
    const action = await signInActionId(page);
    const crossSite = await post(
      request,
      action,
      { origin: 'http://evil.example', 'content-type': 'text/plain' },
      '[]',
    );
    expect(crossSite.status()).toBe(403);
    expect(await crossSite.text()).toBe('Forbidden: this form was sent from another site.');
    const huge = await post(
      request,
      action,
      { origin: new URL(baseURL!).origin, 'content-type': 'text/plain' },
      'x'.repeat(1024 * 1024 + 1),
    );
    expect(huge.status()).toBe(413);
    // A form posted before the page's scripts ran carries no Next-Action header: refused all the same.
    const plainForm = await request.post('/sign-in', {
      headers: { origin: 'http://evil.example' },
      multipart: { apiKey: 'hbk_whatever', [`$ACTION_ID_${action}`]: '' },
      maxRedirects: 0,
    });
    expect(plainForm.status()).toBe(403);
    expect(await huge.text()).toBe('Bad request: this form is too large.');
  });

  test('a payload that is not JSON, an unknown action: 400, 404', async ({ page, request, baseURL }) => {
    const action = await signInActionId(page);
    const origin = new URL(baseURL!).origin;
    const malformed = await post(request, action, { origin, 'content-type': 'text/plain' }, '{"unclosed');
    expect(malformed.status()).toBe(400);
    expect(await malformed.text()).toBe('Bad request: this form could not be read.');

    const unknown = await post(request, '7f'.repeat(21), { origin, 'content-type': 'text/plain' }, '[]');
    expect(unknown.status()).toBe(404);
  });
});
