import { SignJWT } from 'jose';
import { apiTest as test, expect } from '../fixtures';
import { demoKey, jwtSecret, MAIN_URL } from '../support/env';
import { customerApi, resellerApiRaw, uniqueClient } from '../support/graphql';
import { wellFormedUnknownKey } from '../support/keys';
import { uniqueCustomer } from '../support/reseller-client';

const MESSAGES = {
  missing: 'Unauthorized: Token required',
  invalid: 'Invalid token',
  expired: 'Token has expired',
} as const;

const unauthenticated = (message: string) => [{ message, extensions: { code: 'UNAUTHENTICATED' } }];

// Failed credentials are counted per client: each failing call here comes from an address of its own.
const own = () => ({ client: uniqueClient() });

test('health answers 200 with the embedded store', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', store: expect.stringMatching(/pglite/i) });
});

test.describe('Reseller API credentials', () => {
  test('no key: 401 Unauthorized: Token required', async ({ request }) => {
    const result = await resellerApiRaw(request, null, '{ reseller { name } }', undefined, own());
    expect(result.status).toBe(401);
    expect(result.errors).toEqual(unauthenticated(MESSAGES.missing));
  });

  test('a key that is not one: 401 Invalid token', async ({ request }) => {
    // Malformed, tampered (its checksum fails), and well-formed but unknown (only the look-up fails).
    const key = demoKey();
    const tampered = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    for (const wrong of ['not-a-key', tampered, wellFormedUnknownKey()]) {
      const result = await resellerApiRaw(request, wrong, '{ reseller { name } }', undefined, own());
      expect(result.status, wrong).toBe(401);
      expect(result.errors).toEqual(unauthenticated(MESSAGES.invalid));
    }
  });
});

test.describe('Customer API credentials', () => {
  test('no bearer token: 401 Unauthorized: Token required, with a Bearer challenge', async ({ request }) => {
    const result = await customerApi(request, null, '{ me { userId } }', undefined, own());
    expect(result.status).toBe(401);
    expect(result.errors).toEqual(unauthenticated(MESSAGES.missing));
    expect(result.headers['www-authenticate']).toMatch(/^Bearer/);
  });

  test('a token that is not one: 401 Invalid token', async ({ request }) => {
    const result = await customerApi(request, 'not.a.jwt', '{ me { userId } }', undefined, own());
    expect(result.status).toBe(401);
    expect(result.errors).toEqual(unauthenticated(MESSAGES.invalid));
  });

  test('a well-signed token past its expiry: 401 Token has expired', async ({ request, reseller }) => {
    // The service never issues a lifetime under 60 s: sign one that ran out an hour ago with the run's secret,
    // for a real customer and token id, the way the service signs its own.
    const customer = await reseller.createCustomer(uniqueCustomer('expired'));
    const { issuedToken } = await reseller.issueToken(customer.userId);
    const now = Math.floor(Date.now() / 1000);
    // Issued two hours ago, expired an hour ago.
    const signedWith = (secret: string) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: '1' })
        .setIssuer('handbook-service')
        .setAudience('handbook-customer-api')
        .setSubject(customer.userId)
        .setJti(issuedToken.tokenId)
        .setIssuedAt(now - 7200)
        .setExpirationTime(now - 3600)
        .sign(new TextEncoder().encode(secret));
    const expired = await signedWith(jwtSecret());

    const result = await customerApi(request, expired, '{ me { userId } }', undefined, own());
    expect(result.status).toBe(401);
    expect(result.errors).toEqual(unauthenticated(MESSAGES.expired));

    // The same claims signed with another secret are not a genuine token: never "expired".
    const forged = await signedWith('x'.repeat(43));
    const refused = await customerApi(request, forged, '{ me { userId } }', undefined, own());
    expect(refused.status).toBe(401);
    expect(refused.errors).toEqual(unauthenticated(MESSAGES.invalid));
  });
});

test.describe('HTTP envelope', () => {
  const FIVE_MB = 'x'.repeat(5 * 1024 * 1024);

  for (const path of ['/api/graphql-reseller', '/api/graphql-public']) {
    test(`${path}: a 5 MB body is refused with 413`, async ({ request }) => {
      const response = await request.post(`${MAIN_URL}${path}`, {
        headers: { 'content-type': 'application/json', 'x-api-token': demoKey() },
        data: JSON.stringify({ query: `{ __typename }`, padding: FIVE_MB }),
        failOnStatusCode: false,
      });
      expect(response.status()).toBe(413);
      expect((await response.json()).errors[0].message).toBe('Request body too large.');
    });

    test(`${path}: GET is refused with 405`, async ({ request }) => {
      const response = await request.get(`${MAIN_URL}${path}`, { failOnStatusCode: false });
      expect(response.status()).toBe(405);
      expect(response.headers()['allow']).toBe('POST');
    });
  }

  test('a body that is not JSON is refused with 400', async ({ request }) => {
    const response = await request.post('/api/graphql-reseller', {
      headers: { 'content-type': 'application/json', 'x-api-token': demoKey() },
      data: '{ "query": ',
      failOnStatusCode: false,
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).errors[0].extensions.code).toBe('BAD_REQUEST');
  });
});

test('repeated failed credentials from one client are slowed down; other clients are not', async ({
  request,
  reseller,
}) => {
  const client = uniqueClient();
  const query = '{ reseller { name } }';
  const statuses: number[] = [];
  // The limit is the service's to choose (10 in 5 minutes today): fail until it answers 429.
  while (statuses.at(-1) !== 429 && statuses.length < 50) {
    statuses.push((await resellerApiRaw(request, 'hbk_wrong', query, undefined, { client })).status);
  }
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.length).toBeGreaterThan(3);
  expect(new Set(statuses.slice(0, -1))).toEqual(new Set([401]));

  // Further failures from that client are refused at once, with how long to wait.
  const again = await resellerApiRaw(request, wellFormedUnknownKey(), query, undefined, { client });
  expect(again.status).toBe(429);
  expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  expect(again.errors[0]?.extensions?.code).toBe('RATE_LIMITED');
  // Only failures are slowed down: whoever holds a real key behind the same address still gets in.
  expect((await resellerApiRaw(request, demoKey(), query, undefined, { client })).status).toBe(200);

  const elsewhere = await resellerApiRaw(request, demoKey(), query, undefined, { client: uniqueClient() });
  expect(elsewhere.status).toBe(200);
  expect((await reseller.reseller()).name).toBeTruthy();
});
