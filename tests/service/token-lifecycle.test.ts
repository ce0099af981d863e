import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListTokensQueryVariables } from '@/tests/generated/reseller/graphql';
import { createCustomer, issueToken, ISSUE_TOKEN, LIST_OWN_HANDBOOKS, REVOKE_TOKEN } from './fixtures';
import { createTestService, dataOf, type TestService } from './harness';
import { list, LIST } from './token-fixtures';

let t: TestService;
let key: string;
let userId: string;

beforeAll(async () => {
  t = await createTestService();
  ({ key } = await t.newReseller());
  userId = await createCustomer(t, key, 'life@example.com', 'Life Cycle');
});
afterAll(() => t.close());

describe('issuing tokens', () => {
  it('defaults to a lifetime of 2,592,000 seconds (30 days)', async () => {
    const issued = await issueToken(t, key, userId);
    expect(issued.expiresAt).toBe(new Date(t.now().getTime() + 2_592_000_000).toISOString());
    expect(issued.issuedToken).toMatchObject({
      status: 'ACTIVE',
      lifetimeSeconds: 2_592_000,
      expiresAt: issued.expiresAt,
    });
    expect(issued.expiresAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('puts the contract claims in the JWT', async () => {
    const { token, issuedToken } = await issueToken(t, key, userId, 3600);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({
      sub: userId,
      jti: issuedToken.tokenId,
      iss: 'handbook-service',
      aud: 'handbook-customer-api',
    });
    expect(payload.exp - payload.iat).toBe(3600);
  });

  it.each([60, 31_536_000])('accepts a lifetime of %i seconds', async (expiresIn) => {
    const issued = await issueToken(t, key, userId, expiresIn);
    expect(new Date(issued.expiresAt).getTime() - t.now().getTime()).toBe(expiresIn * 1000);
  });

  it.each([59, 0, -5, 31_536_001])(
    'refuses a lifetime of %i seconds with BAD_USER_INPUT on expiresIn',
    async (expiresIn) => {
      const result = await t.reseller(key, ISSUE_TOKEN, { userId, expiresIn });
      expect(result.status).toBe(200);
      expect(result.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'expiresIn' });
      expect(result.body.data).toBeNull();
    },
  );

  it('answers an unknown customer with NOT_FOUND', async () => {
    const result = await t.reseller(key, ISSUE_TOKEN, { userId: 'cus_unknown' });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('issues 100 concurrent tokens for one customer, all distinct and all valid', async () => {
    const issued = await Promise.all(Array.from({ length: 100 }, () => issueToken(t, key, userId, 600)));
    const ids = new Set(issued.map((i) => i.issuedToken.tokenId));
    const tokens = new Set(issued.map((i) => i.token));
    expect(ids.size).toBe(100);
    expect(tokens.size).toBe(100);
    const checks = await Promise.all(issued.slice(0, 20).map((i) => t.customer(i.token, LIST_OWN_HANDBOOKS)));
    expect(checks.map((c) => c.status)).toEqual(Array(20).fill(200));
  });
});

describe('using, expiring and revoking', () => {
  it('records the last use, at most once a minute', async () => {
    const fresh = await createCustomer(t, key, 'use@example.com', 'User');
    const { token, issuedToken } = await issueToken(t, key, fresh);
    const lastUsed = async () => (await list(t, key, { userId: fresh })).tokens[0]!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await t.customer(token, LIST_OWN_HANDBOOKS);
    const first = await lastUsed();
    expect(first).toBe(t.now().toISOString());
    t.advance(30_000);
    await t.customer(token, LIST_OWN_HANDBOOKS);
    expect(await lastUsed()).toBe(first);
    t.advance(31_000);
    await t.customer(token, LIST_OWN_HANDBOOKS);
    expect(await lastUsed()).toBe(t.now().toISOString());
    expect(issuedToken.tokenId).toMatch(/^tok_/);
  });

  it('stops a revoked token at once, and revoking again changes nothing', async () => {
    const { token, issuedToken } = await issueToken(t, key, userId);
    expect((await t.customer(token, LIST_OWN_HANDBOOKS)).status).toBe(200);
    const revoked = dataOf(
      await t.reseller(key, REVOKE_TOKEN, { tokenId: issuedToken.tokenId }),
    ).revokeCustomerToken;
    expect(revoked).toMatchObject({ status: 'REVOKED', revokedAt: t.now().toISOString() });
    const refused = await t.customer(token, LIST_OWN_HANDBOOKS);
    expect(refused.status).toBe(401);
    expect(refused.body.errors?.[0]?.message).toBe('Invalid token');
    t.advance(1000);
    const again = dataOf(
      await t.reseller(key, REVOKE_TOKEN, { tokenId: issuedToken.tokenId }),
    ).revokeCustomerToken;
    expect(again.revokedAt).toBe(revoked.revokedAt);
  });

  it('reports any well-signed token past its expiry as expired, revoked or not (the published rule)', async () => {
    const { token, issuedToken } = await issueToken(t, key, userId, 60);
    await t.reseller(key, REVOKE_TOKEN, { tokenId: issuedToken.tokenId });
    t.advance(120_000);
    expect((await t.customer(token, LIST_OWN_HANDBOOKS)).body.errors?.[0]?.message).toBe('Token has expired');
  });

  it('answers revoking an unknown token with NOT_FOUND', async () => {
    const result = await t.reseller(key, REVOKE_TOKEN, { tokenId: 'tok_unknown' });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('listing tokens', () => {
  let other: string;
  let ids: { active: string; soon: string; expired: string; revoked: string };

  beforeAll(async () => {
    // A separate reseller keeps these counts exact whatever the other tests issued.
    const { key: k } = await t.newReseller('Lister');
    other = k;
    const c = await createCustomer(t, other, 'list@example.com', 'Lister');
    const expired = await issueToken(t, other, c, 60);
    t.advance(61_000);
    const active = await issueToken(t, other, c, 20 * 86_400);
    const soon = await issueToken(t, other, c, 3 * 86_400);
    const revoked = await issueToken(t, other, c, 40 * 86_400);
    await t.reseller(other, REVOKE_TOKEN, { tokenId: revoked.issuedToken.tokenId });
    ids = {
      active: active.issuedToken.tokenId,
      soon: soon.issuedToken.tokenId,
      expired: expired.issuedToken.tokenId,
      revoked: revoked.issuedToken.tokenId,
    };
  });

  const listed = (variables: ListTokensQueryVariables) => list(t, other, variables);

  it('lists every token, soonest expiry first, with statuses', async () => {
    const all = await listed({});
    expect(all.total).toBe(4);
    expect(all.tokens.map((x) => x.tokenId)).toEqual([ids.expired, ids.soon, ids.active, ids.revoked]);
    expect(all.tokens.map((x) => x.status)).toEqual(['EXPIRED', 'ACTIVE', 'ACTIVE', 'REVOKED']);
  });

  it.each([
    ['ACTIVE', ['soon', 'active']],
    ['EXPIRED', ['expired']],
    ['REVOKED', ['revoked']],
  ] as const)('filters by status %s', async (status, expected) => {
    const result = await listed({ status });
    expect(result.tokens.map((x) => x.tokenId)).toEqual(expected.map((name) => ids[name]));
    expect(result.total).toBe(expected.length);
  });

  it('finds tokens expiring within N days (active only)', async () => {
    expect((await listed({ expiringWithinDays: 7 })).tokens.map((x) => x.tokenId)).toEqual([ids.soon]);
    expect((await listed({ expiringWithinDays: 30 })).tokens.map((x) => x.tokenId)).toEqual([
      ids.soon,
      ids.active,
    ]);
  });

  it('pages with offset and limit while total counts every match', async () => {
    const page = await listed({ offset: 1, limit: 2 });
    expect(page.total).toBe(4);
    expect(page.tokens.map((x) => x.tokenId)).toEqual([ids.soon, ids.active]);
  });

  it('refuses expiringWithinDays outside 1 to 365', async () => {
    const result = await t.reseller(other, LIST, { expiringWithinDays: 0 });
    expect(result.body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'expiringWithinDays',
    });
  });
});
