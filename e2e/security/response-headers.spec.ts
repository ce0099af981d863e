import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { demoKey, MAIN_URL } from '../support/env';
import { signIn } from '../support/sign-in';

/**
 * The response headers of pages, redirects and API answers on the production build: a nonce-based
 * Content-Security-Policy (fresh per request, on every script Next renders) and the fixed headers, among
 * them X-Robots-Tag (the console stays out of search engines, as public/robots.txt asks too).
 */

function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** Checks every header the issue names and returns the script nonce. */
function expectSecurityHeaders(headers: Record<string, string>): string {
  const policy = directives(headers['content-security-policy']);
  const scripts = policy.get('script-src') ?? [];
  const nonce = scripts.find((s) => s.startsWith("'nonce-"))?.slice("'nonce-".length, -1);
  expect(nonce, 'script-src has a nonce').toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(scripts).not.toContain("'unsafe-inline'");
  // The production build: React's development eval is not allowed.
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  return nonce!;
}

/** Collects the page's CSP violations from the start of every document it loads. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.describe('security headers', () => {
  test('the sign-in page: a nonce policy on every server-rendered script, fresh per request', async ({
    page,
    request,
  }) => {
    const first = await request.get('/sign-in');
    const nonce = expectSecurityHeaders(first.headers());
    const scriptTags = (await first.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scriptTags.length).toBeGreaterThan(0);
    for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonce}"`);

    const second = expectSecurityHeaders((await request.get('/sign-in')).headers());
    expect(second).not.toBe(nonce);

    // In the browser: the page runs (the form is interactive) and nothing was blocked.
    const violations = await watchViolations(page);
    await page.goto('/sign-in');
    await page.getByLabel('API key', { exact: true }).fill('hbk_typed');
    await expect(page.getByLabel('API key', { exact: true })).toHaveValue('hbk_typed');
    expect(await violations()).toEqual([]);
  });

  test('a dashboard page: the same headers, and its scripts (Apollo streamed results too) run', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await signIn(page, demoKey());
    const response = await page.goto('/customers');
    expectSecurityHeaders(response!.headers());
    await expect(page.getByRole('region', { name: 'Customers' }).getByRole('table')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });

  test('API answers: the GraphQL relay and the health check carry them too', async ({ request }) => {
    const relay = await request.post('/api/graphql', {
      headers: { 'content-type': 'application/json', origin: MAIN_URL },
      data: JSON.stringify({ query: '{ reseller { name } }' }),
      failOnStatusCode: false,
    });
    expect(relay.status()).toBe(401);
    expectSecurityHeaders(relay.headers());
    expectSecurityHeaders((await request.get('/api/health')).headers());
  });

  test("the service's APIs: the fixed headers and a policy that allows nothing (they render no page)", async ({
    request,
  }) => {
    for (const path of ['/api/graphql-public', '/api/graphql-reseller']) {
      const answer = await request.post(path, {
        headers: { 'content-type': 'application/json' },
        data: JSON.stringify({ query: '{ __typename }' }),
        failOnStatusCode: false,
      });
      expect(answer.status(), path).toBe(401);
      const headers = answer.headers();
      expect(headers['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });

  test('a redirect to sign-in carries them', async ({ request }) => {
    const redirect = await request.get('/customers', { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expectSecurityHeaders(redirect.headers());
  });

  test('every other redirect carries them: a trailing slash, the home page', async ({ page, request }) => {
    const redirects: [path: string, status: number, location: string][] = [
      ['/customers/', 308, '/customers'],
      ['/sign-in/?reason=expired', 308, '/sign-in?reason=expired'],
      ['/api/graphql-public/', 308, '/api/graphql-public'],
      // Signed out, the home page is a dashboard page like any other: to sign-in.
      ['/', 307, '/sign-in'],
    ];
    for (const [path, status, location] of redirects) {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(status);
      expect(answer.headers()['location'], path).toBe(location);
      expectSecurityHeaders(answer.headers());
    }

    // Signed in, the home page is the overview itself.
    await signIn(page, demoKey());
    const home = await page.request.get('/', { maxRedirects: 0 });
    expect(home.status()).toBe(200);
    expectSecurityHeaders(home.headers());
  });
});

test.describe('search engines', () => {
  test('robots.txt turns every crawler away, with the same headers as every other answer', async ({
    request,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    const rules = (await robots.text()).split('\n').map((line) => line.trim());
    expect(rules).toContain('User-agent: *');
    expect(rules).toContain('Disallow: /');
    expectSecurityHeaders(robots.headers());
  });

  test('the favicon comes from public/ and every page links it', async ({ request }) => {
    const html = await (await request.get('/sign-in')).text();
    expect(html).toMatch(/<link rel="icon" href="\/icon\.svg" type="image\/svg\+xml"/);
    const icon = await request.get('/icon.svg');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  });
});

test.describe('security headers on a page that does not exist', () => {
  // The 404 answer itself is logged by the browser; a blocked script would be logged too, and is not allowed.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('the 404 page renders per request, so its scripts carry the nonce and none is blocked', async ({
    page,
  }) => {
    // Signed in: a signed-out visitor is sent to sign in first, like every other dashboard address.
    await signIn(page, demoKey());
    const violations = await watchViolations(page);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    expectSecurityHeaders(response!.headers());
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
});
