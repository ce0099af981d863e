import { describe, expect, it } from 'vitest';
import { apiKeyHint, generateApiKey, hashApiKey, isWellFormedApiKey } from '@/lib/service/resellers/api-keys';
import { bearerToken } from '@/lib/service/auth/authenticate';
import { createCustomerJwt } from '@/lib/service/auth/customer-jwt';
import { CredentialError } from '@/lib/service/core/errors';

describe('reseller API keys', () => {
  it('have a fixed prefix, 38 base-62 characters and a valid checksum', () => {
    const keys = Array.from({ length: 50 }, generateApiKey);
    for (const key of keys) {
      expect(key).toMatch(/^hbk_[0-9A-Za-z]{38}$/);
      expect(isWellFormedApiKey(key)).toBe(true);
    }
    expect(new Set(keys).size).toBe(50);
  });

  it('refuse a changed character, a wrong length or a trailing space without any look-up', () => {
    const key = generateApiKey();
    const flipped = key.slice(0, 10) + (key[10] === 'a' ? 'b' : 'a') + key.slice(11);
    expect(isWellFormedApiKey(flipped)).toBe(false);
    expect(isWellFormedApiKey(key.slice(0, -1))).toBe(false);
    expect(isWellFormedApiKey(`${key} `)).toBe(false);
    expect(isWellFormedApiKey(key.replace('hbk_', 'hbx_'))).toBe(false);
  });

  it('are stored as a SHA-256 digest and shown as a hint', () => {
    const key = generateApiKey();
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(apiKeyHint(key)).toBe(`hbk_…${key.slice(-4)}`);
  });
});

describe('bearer header parsing', () => {
  it.each([
    [null, null],
    ['', null],
    ['Bearer', null],
    ['Bearer   ', null],
    ['bearer abc', 'abc'],
    ['BEARER  abc ', 'abc'],
  ])('reads %j as %j', (header, expected) => {
    expect(bearerToken(header)).toBe(expected);
  });

  it('refuses another scheme as an invalid credential', () => {
    expect(() => bearerToken('Basic dXNlcjpwYXNz')).toThrow(CredentialError);
  });
});

describe('customer JWTs across a secret rotation', () => {
  const old = 'o'.repeat(32);
  const fresh = 'n'.repeat(32);
  const claims = {
    userId: 'cus_1',
    tokenId: 'tok_1',
    issuedAt: new Date('2026-01-01T00:00:00Z'),
    expiresAt: new Date('2026-02-01T00:00:00Z'),
  };
  const now = new Date('2026-01-15T00:00:00Z');

  it('keeps verifying tokens signed with a previous secret, and signs with the newest', async () => {
    const before = createCustomerJwt({ 1: old });
    const after = createCustomerJwt({ 1: old, 2: fresh });
    const oldToken = await before.sign(claims);
    await expect(after.verify(oldToken, now)).resolves.toEqual({ userId: 'cus_1', tokenId: 'tok_1' });
    const newToken = await after.sign(claims);
    expect(JSON.parse(Buffer.from(newToken.split('.')[0]!, 'base64url').toString()).kid).toBe('2');
    await expect(createCustomerJwt({ 2: fresh }).verify(oldToken, now)).rejects.toThrow('Invalid token');
  });

  it('applies the time rules on every use of a token it has already verified', async () => {
    const jwt = createCustomerJwt({ 1: old });
    const token = await jwt.sign(claims);
    await expect(jwt.verify(token, now)).resolves.toEqual({ userId: 'cus_1', tokenId: 'tok_1' });
    await expect(jwt.verify(token, claims.expiresAt)).rejects.toThrow('Token has expired');
    // A clock set back before the token's issue (beyond the leeway) refuses it as well.
    await expect(jwt.verify(token, new Date('2025-12-31T00:00:00Z'))).rejects.toThrow('Invalid token');
    await expect(jwt.verify(token, now)).resolves.toEqual({ userId: 'cus_1', tokenId: 'tok_1' });
  });

  it('refuses a future iat and an over-long token', async () => {
    const jwt = createCustomerJwt({ 1: old });
    const future = await jwt.sign({ ...claims, issuedAt: new Date('2026-01-16T00:00:00Z') });
    await expect(jwt.verify(future, now)).rejects.toThrow('Invalid token');
    await expect(jwt.verify('a'.repeat(5000), now)).rejects.toThrow('Invalid token');
  });
});
