import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { failureWords } from '@/components/usage/failure-words';
import { UsageTotals } from '@/components/usage/usage-totals';
import { TokenStatus } from '@/lib/graphql-client/generated/graphql';

const since = new Date('2026-11-04T00:00:00Z');
const usage = (failed: number, token: { status: TokenStatus; revokedAt?: string; expiresAt?: string }) => ({
  requests: 300,
  failed,
  token: {
    tokenId: 'tok_1',
    label: null,
    revokedAt: null,
    expiresAt: '2027-01-01T00:00:00Z',
    ...token,
  },
});

describe("a token's failed requests, in words", () => {
  it('calls them refusals when the token ended before the counted days began', () => {
    const revoked = usage(128, { status: TokenStatus.Revoked, revokedAt: '2026-11-01T09:00:00Z' });
    expect(failureWords(revoked, since, 'en-GB')).toBe('128 refused: the token was revoked');
    const expired = usage(3, { status: TokenStatus.Expired, expiresAt: '2026-11-04T00:00:00Z' });
    expect(failureWords(expired, since, 'en-GB')).toBe('3 refused: the token had expired');
  });

  it('does not call them refusals when the token ended within the counted days: they may be errors before it', () => {
    const revoked = usage(245, { status: TokenStatus.Revoked, revokedAt: '2026-11-30T15:00:00Z' });
    expect(failureWords(revoked, since, 'en-GB')).toBe(
      '245 failed: refused since the token was revoked on 30 Nov, or answered with errors before',
    );
    const expired = usage(2, { status: TokenStatus.Expired, expiresAt: '2026-11-20T00:00:00Z' });
    expect(failureWords(expired, since, 'en-GB')).toBe(
      '2 failed: refused since the token expired on 20 Nov, or answered with errors before',
    );
  });

  it("calls an active token's failures errors in the answer, and says nothing without failures", () => {
    expect(failureWords(usage(12, { status: TokenStatus.Active }), since, 'en-GB')).toMatch(
      /^12 failed: the answer held errors/,
    );
    expect(failureWords(usage(0, { status: TokenStatus.Revoked }), since, 'en-GB')).toBeNull();
  });
});

describe("the usage page's totals", () => {
  const report = { month: '2026-11', requests: 176_120, failed: 3_159, total: 8, rows: [] };
  const render = (searching: boolean) =>
    renderToStaticMarkup(h(UsageTotals, { report, monthLabel: 'November 2026', searching }));

  it('names the customers counted after the search that narrowed them, not as the month’s', () => {
    expect(render(true)).toContain('Customers matching the search');
    expect(render(true)).not.toContain('Customers with requests');
    expect(render(false)).toContain('Customers with requests');
  });
});
