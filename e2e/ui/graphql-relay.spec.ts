import { expect, test } from '../fixtures';
import { DEMO_RESELLER, MAIN_URL } from '../support/env';

// POST /api/graphql with the signed-in browser's cookies (context.request shares the browser's jar).
const QUERY = JSON.stringify({ query: '{ reseller { name } }' });
const SAME_ORIGIN = { 'content-type': 'application/json', origin: MAIN_URL };

test.describe('the GraphQL relay at /api/graphql', () => {
  test('answers a signed-in, same-origin JSON POST with the Reseller API’s answer', async ({ context }) => {
    const response = await context.request.post('/api/graphql', { headers: SAME_ORIGIN, data: QUERY });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ data: { reseller: { name: DEMO_RESELLER } } });
  });

  test('refuses another origin, and a POST without Origin', async ({ context }) => {
    for (const origin of ['https://evil.example', null]) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (origin) headers.origin = origin;
      const response = await context.request.post('/api/graphql', {
        headers,
        data: QUERY,
        failOnStatusCode: false,
      });
      expect(response.status(), `origin ${origin}`).toBe(403);
      expect(JSON.stringify(await response.json())).not.toContain(DEMO_RESELLER);
    }
  });

  test('refuses a body that is not JSON, and one over its size limit', async ({ context }) => {
    const form = await context.request.post('/api/graphql', {
      headers: { ...SAME_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      data: 'query=%7B%20reseller%20%7B%20name%20%7D%20%7D',
      failOnStatusCode: false,
    });
    expect(form.status()).toBe(415);

    const big = await context.request.post('/api/graphql', {
      headers: SAME_ORIGIN,
      data: JSON.stringify({ query: '{ reseller { name } }', padding: 'x'.repeat(5 * 1024 * 1024) }),
      failOnStatusCode: false,
    });
    expect(big.status()).toBe(413);
  });

  test('does not pass the browser’s own credentials upstream', async ({ context }) => {
    // A browser-supplied X-Api-Token must not replace (or reach) the session's key.
    const response = await context.request.post('/api/graphql', {
      headers: { ...SAME_ORIGIN, 'x-api-token': 'hbk_from_the_browser', authorization: 'Bearer nope' },
      data: QUERY,
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ data: { reseller: { name: DEMO_RESELLER } } });
  });

  test('answers GET with 405', async ({ context }) => {
    const response = await context.request.get('/api/graphql', { failOnStatusCode: false });
    expect(response.status()).toBe(405);
  });
});
