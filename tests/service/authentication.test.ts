import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { customers } from '@/lib/service/db/schema';
import { createCustomer, issueToken, LIST_OWN_HANDBOOKS, RESELLER_NAME } from './fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestService,
  dataOf,
  JWT_SECRET,
  OVER_HTTP,
  type GraphqlResult,
  type TestService,
} from './harness';

let t: TestService;
let key: string;
let token: string;
let userId: string;
let tokenId: string;

function expectAuthError(result: GraphqlResult, message: string) {
  expect(result.status).toBe(401);
  expect(result.body).toEqual({ errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }] });
}

beforeAll(async () => {
  t = await createTestService();
  ({ key } = await t.newReseller());
  userId = await createCustomer(t, key, 'a@example.com', 'A');
  ({
    token,
    issuedToken: { tokenId },
  } = await issueToken(t, key, userId));
});
afterAll(() => t.close());

const sign = (
  claims: Record<string, unknown>,
  header: Record<string, unknown> = { alg: 'HS256', kid: '1' },
  secret = JWT_SECRET,
) => new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(new TextEncoder().encode(secret));

const nowSeconds = () => Math.floor(t.now().getTime() / 1000);
const validClaims = () => ({
  sub: userId,
  jti: tokenId,
  iss: 'handbook-service',
  aud: 'handbook-customer-api',
  iat: nowSeconds(),
  exp: nowSeconds() + 3600,
});

describe('Customer API credentials (published messages)', () => {
  it('accepts the issued token', async () => {
    const result = await t.customer(token, LIST_OWN_HANDBOOKS);
    expect(result.status).toBe(200);
    expect(dataOf(result)).toEqual({ listHandbooks: { total: 0, handbooks: [] } });
  });

  it.each([
    ['no header', {}],
    ['an empty header', { authorization: '' }],
    ['"Bearer" with nothing after it', { authorization: 'Bearer ' }],
  ])('answers %s with "Unauthorized: Token required", 401 and a Bearer challenge', async (_name, headers) => {
    const result = await t.service.customerApi(
      new Request('http://localhost/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: LIST_OWN_HANDBOOKS.toString() }),
      }),
    );
    expect(result.status).toBe(401);
    expect(result.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await result.json()).toEqual({
      errors: [{ message: 'Unauthorized: Token required', extensions: { code: 'UNAUTHENTICATED' } }],
    });
  });

  it('treats the scheme name case-insensitively', async () => {
    const result = await t.service.customerApi(
      new Request('http://localhost/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `bEaReR ${token}` },
        body: JSON.stringify({ query: LIST_OWN_HANDBOOKS.toString() }),
      }),
    );
    expect(result.status).toBe(200);
  });

  it.each([
    ['garbage', () => Promise.resolve('not-a-jwt')],
    [
      'alg none',
      () =>
        Promise.resolve(
          `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(validClaims())).toString('base64url')}.`,
        ),
    ],
    ['HS512 with the real secret', () => sign(validClaims(), { alg: 'HS512', kid: '1' })],
    [
      'a wrong secret',
      () => sign(validClaims(), { alg: 'HS256', kid: '1' }, 'another-secret-that-is-32-bytes-long!!'),
    ],
    ['a wrong issuer', () => sign({ ...validClaims(), iss: 'someone-else' })],
    ['a wrong audience', () => sign({ ...validClaims(), aud: 'reseller-api' })],
    ['no exp', () => sign({ ...validClaims(), exp: undefined })],
    ['no jti', () => sign({ ...validClaims(), jti: undefined })],
    ['an unknown kid (a path)', () => sign(validClaims(), { alg: 'HS256', kid: '../../etc/passwd' })],
    ['no kid', () => sign(validClaims(), { alg: 'HS256' })],
    ['exp as a string', () => sign({ ...validClaims(), exp: String(nowSeconds() + 3600) })],
    ['a future nbf', () => sign({ ...validClaims(), nbf: nowSeconds() + 3600 })],
    ['a future iat', () => sign({ ...validClaims(), iat: nowSeconds() + 3600 })],
    ['a 64 KB token', () => Promise.resolve(`${token}${'A'.repeat(64 * 1024)}`)],
    ['an unknown token id', () => sign({ ...validClaims(), jti: 'tok_unknown' })],
    [
      'an edited payload',
      async () => {
        const [h, , s] = token.split('.');
        const payload = Buffer.from(JSON.stringify({ ...validClaims(), sub: 'cus_someoneelse' })).toString(
          'base64url',
        );
        return `${h}.${payload}.${s}`;
      },
    ],
  ])('answers %s with "Invalid token"', async (name, make) => {
    const result = await t.customer(await make(), LIST_OWN_HANDBOOKS);
    // Over HTTP, node:http (Next's server too) refuses headers over 16 KB before any handler sees them.
    if (name === 'a 64 KB token' && OVER_HTTP) expect(result.status).toBe(431);
    else expectAuthError(result, 'Invalid token');
  });

  it("never fetches a jku URL: the key comes only from the server's own secrets", async () => {
    let fetched = 0;
    const server = createServer((_req, res) => {
      fetched++;
      res.end('{"keys":[]}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const forged = await sign(
      validClaims(),
      { alg: 'HS256', kid: '1', jku: `http://127.0.0.1:${port}/keys` },
      'w'.repeat(40),
    );
    expectAuthError(await t.customer(forged, LIST_OWN_HANDBOOKS), 'Invalid token');
    server.close();
    expect(fetched).toBe(0);
  });

  it('refuses the token of a customer who is gone', async () => {
    const gone = await createCustomer(t, key, 'gone@example.com', 'Gone');
    const { token: goneToken } = await issueToken(t, key, gone);
    expect((await t.customer(goneToken, LIST_OWN_HANDBOOKS)).status).toBe(200);
    await t.store.db.delete(customers).where(eq(customers.id, gone));
    expectAuthError(await t.customer(goneToken, LIST_OWN_HANDBOOKS), 'Invalid token');
  });

  it('answers another scheme with "Invalid token"', async () => {
    const result = await t.service.customerApi(
      new Request('http://localhost/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Basic ${token}` },
        body: JSON.stringify({ query: LIST_OWN_HANDBOOKS.toString() }),
      }),
    );
    expectAuthError(
      { status: result.status, headers: result.headers, body: await result.json() },
      'Invalid token',
    );
  });

  it('answers a well-signed token past its expiry with "Token has expired"', async () => {
    const { token: short } = await issueToken(t, key, userId, 60);
    expect((await t.customer(short, LIST_OWN_HANDBOOKS)).status).toBe(200);
    t.advance(61_000);
    expectAuthError(await t.customer(short, LIST_OWN_HANDBOOKS), 'Token has expired');
  });

  it('answers a forged expired token (bad signature) with "Invalid token", not "expired"', async () => {
    const forged = await sign(
      { ...validClaims(), exp: nowSeconds() - 10 },
      { alg: 'HS256', kid: '1' },
      'x'.repeat(40),
    );
    expectAuthError(await t.customer(forged, LIST_OWN_HANDBOOKS), 'Invalid token');
  });
});

describe('Reseller API credentials (published messages)', () => {
  const QUERY = RESELLER_NAME;

  it('accepts a valid key', async () => {
    expect(dataOf(await t.reseller(key, QUERY))).toEqual({ reseller: { name: 'Test Reseller' } });
  });

  it('answers a missing key with "Unauthorized: Token required"', async () => {
    expectAuthError(await t.reseller(null, QUERY), 'Unauthorized: Token required');
  });

  it.each([
    ['a bad checksum', () => `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`],
    ['a wrong length', () => key.slice(0, -2)],
    ['a customer JWT', () => token],
    ['a well-formed key that was never issued', () => 'hbk_' + 'A'.repeat(38)],
  ])('answers %s with "Invalid token"', async (_name, make) => {
    expectAuthError(await t.reseller(make(), QUERY), 'Invalid token');
  });

  it('has no expiry error: a key works however much time passes', async () => {
    t.advance(5 * 365 * 86_400_000);
    expect((await t.reseller(key, QUERY)).status).toBe(200);
  });
});
