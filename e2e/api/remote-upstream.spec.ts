import { apiTest as test, expect } from '../fixtures';
import { demoKey, REMOTE_URL } from '../support/env';

// The 3101 instance fronts HANDBOOK_API_URL=http://127.0.0.1:9: it must not expose its own embedded service.
test.describe('an instance pointed at a remote service', () => {
  for (const path of ['/api/graphql-reseller', '/api/graphql-public']) {
    test(`${path} answers 404`, async ({ request }) => {
      const response = await request.post(`${REMOTE_URL}${path}`, {
        headers: { 'content-type': 'application/json', 'x-api-token': demoKey() },
        data: JSON.stringify({ query: '{ __typename }' }),
        failOnStatusCode: false,
      });
      expect(response.status()).toBe(404);
      expect((await response.json()).errors[0].extensions.code).toBe('NOT_FOUND');
    });
  }

  test('health answers 200 and names the store as remote', async ({ request }) => {
    const response = await request.get(`${REMOTE_URL}/api/health`);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', store: 'remote' });
  });
});
