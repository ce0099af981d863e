import { describe, expect, it } from 'vitest';
import { accessState, tokenState } from '@/lib/format/access';

const now = new Date('2026-11-21T12:00:00.000Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

describe('accessState', () => {
  it('calls a suspended customer suspended, whatever its tokens say', () => {
    for (const [accessExpiresAt, accessExpiredAt] of [
      [inDays(30), null],
      [inDays(3), null],
      [null, inDays(-3)],
      [null, null],
    ] as const) {
      expect(accessState({ status: 'SUSPENDED', accessExpiresAt, accessExpiredAt }, now)).toEqual({
        kind: 'suspended',
      });
    }
  });

  it('is active when the latest active token runs beyond 7 days', () => {
    expect(
      accessState({ status: 'ACTIVE', accessExpiresAt: inDays(30), accessExpiredAt: null }, now),
    ).toEqual({
      kind: 'active',
      expiresAt: new Date(inDays(30)),
    });
  });

  it('expires soon within 7 days, the boundary included', () => {
    expect(
      accessState({ status: 'ACTIVE', accessExpiresAt: inDays(7), accessExpiredAt: null }, now).kind,
    ).toBe('expiring-soon');
    expect(
      accessState({ status: 'ACTIVE', accessExpiresAt: inDays(0.01), accessExpiredAt: null }, now).kind,
    ).toBe('expiring-soon');
    expect(
      accessState({ status: 'ACTIVE', accessExpiresAt: inDays(7.01), accessExpiredAt: null }, now).kind,
    ).toBe('active');
  });

  it('is expired when every token has run out, with the time it did', () => {
    expect(
      accessState({ status: 'ACTIVE', accessExpiresAt: null, accessExpiredAt: inDays(-3) }, now),
    ).toEqual({
      kind: 'expired',
      expiredAt: new Date(inDays(-3)),
    });
  });

  it('treats an expiry that passed while the page was open as expired', () => {
    expect(
      accessState({ status: 'ACTIVE', accessExpiresAt: inDays(-0.1), accessExpiredAt: null }, now).kind,
    ).toBe('expired');
  });

  it('is none without any unrevoked token', () => {
    expect(accessState({ status: 'ACTIVE', accessExpiresAt: null, accessExpiredAt: null }, now)).toEqual({
      kind: 'none',
    });
  });
});

describe('tokenState', () => {
  const customer = { status: 'ACTIVE' } as const;
  const suspended = { status: 'SUSPENDED' } as const;

  it('calls a live token of a suspended customer suspended, and an ended one what it is', () => {
    const token = { lifetimeSeconds: 30 * 86_400, customer: suspended };
    expect(tokenState({ ...token, status: 'ACTIVE', expiresAt: inDays(20) }, now)).toBe('suspended');
    expect(tokenState({ ...token, status: 'ACTIVE', expiresAt: inDays(3) }, now)).toBe('suspended');
    expect(tokenState({ ...token, status: 'EXPIRED', expiresAt: inDays(-1) }, now)).toBe('expired');
    expect(tokenState({ ...token, status: 'REVOKED', expiresAt: inDays(20) }, now)).toBe('revoked');
  });

  it.each([
    ['REVOKED', inDays(20), 'revoked'],
    ['EXPIRED', inDays(-1), 'expired'],
    ['ACTIVE', inDays(-0.1), 'expired'],
    ['ACTIVE', inDays(3), 'expiring-soon'],
    ['ACTIVE', inDays(30), 'active'],
  ] as const)('%s expiring %s → %s', (status, expiresAt, expected) => {
    expect(tokenState({ status, expiresAt, lifetimeSeconds: 30 * 86_400, customer }, now)).toBe(expected);
  });

  it('warns of a short-lived token only past half its life, never from its first minute', () => {
    const week = 7 * 86_400;
    expect(
      tokenState({ status: 'ACTIVE', expiresAt: inDays(6.99), lifetimeSeconds: week, customer }, now),
    ).toBe('active');
    expect(
      tokenState({ status: 'ACTIVE', expiresAt: inDays(3.6), lifetimeSeconds: week, customer }, now),
    ).toBe('active');
    expect(
      tokenState({ status: 'ACTIVE', expiresAt: inDays(3.4), lifetimeSeconds: week, customer }, now),
    ).toBe('expiring-soon');
    expect(
      tokenState({ status: 'ACTIVE', expiresAt: inDays(0.9), lifetimeSeconds: 86_400, customer }, now),
    ).toBe('active');
    expect(
      tokenState({ status: 'ACTIVE', expiresAt: inDays(0.4), lifetimeSeconds: 86_400, customer }, now),
    ).toBe('expiring-soon');
    // A year-long token warns from its last week, as before.
    expect(
      tokenState({ status: 'ACTIVE', expiresAt: inDays(6.9), lifetimeSeconds: 365 * 86_400, customer }, now),
    ).toBe('expiring-soon');
  });
});
