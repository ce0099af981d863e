import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PROXIES, parseTrustedProxies, type ProxyTrust } from '@/lib/http/client-address';
import { DEFAULT_LIMITS } from '@/lib/service/host/service-host';
import { activity, resellerFrom } from './activity-fixtures';
import { CREATE_CUSTOMER, RESELLER_NAME } from './fixtures';
import { createTestService, dataOf, TEST_PEER, type TestService } from './harness';

/**
 * Which client the failure limit and the audit trail see, with the production limit (10 failures in five
 * minutes): X-Forwarded-For counts only from a proxy the operator trusts. Every request here comes from
 * TEST_PEER (loopback), in process and over node:http alike.
 */
/** 40 wrong keys, each with an X-Forwarded-For of its own. */
async function wrongKeysFromForgedAddresses(t: TestService): Promise<number[]> {
  const statuses = [];
  for (let i = 0; i < 40; i++)
    statuses.push((await resellerFrom(t, 'hbk_wrong', `203.0.113.${i + 1}`, RESELLER_NAME)).status);
  return statuses;
}

async function recordedAddress(t: TestService, forwardedFor: string): Promise<string | null> {
  const { key } = await t.newReseller();
  const variables = { email: `c${Date.now()}@client-address.example`, name: 'Ada' };
  dataOf(await resellerFrom(t, key, forwardedFor, CREATE_CUSTOMER, variables));
  return (await activity(t, key, { limit: 1 })).events[0]!.clientAddress;
}

describe.each<[string, ProxyTrust, boolean]>([
  ['no trusted proxy', NO_PROXIES, false],
  ['a trusted proxy elsewhere', { vercel: false, ranges: parseTrustedProxies('10.0.0.1').ranges }, false],
  ['the peer as a trusted address', { vercel: false, ranges: parseTrustedProxies(TEST_PEER).ranges }, true],
  [
    'the peer in a trusted CIDR range',
    { vercel: false, ranges: parseTrustedProxies('127.0.0.0/8').ranges },
    true,
  ],
])('with %s', (_name, proxyTrust, forwardedCounts) => {
  let t: TestService;
  beforeAll(async () => {
    t = await createTestService({ proxyTrust, limits: { ...DEFAULT_LIMITS, requestsPerMinute: 0 } });
  });
  afterAll(() => t.close());

  it(
    forwardedCounts
      ? 'counts failures per forwarded client'
      : 'counts failures against the peer, whatever X-Forwarded-For claims',
    async () => {
      const statuses = await wrongKeysFromForgedAddresses(t);
      const limit = DEFAULT_LIMITS.failures.maxFailures;
      expect(statuses).toEqual(
        forwardedCounts ? Array(40).fill(401) : [...Array(limit).fill(401), ...Array(40 - limit).fill(429)],
      );
    },
  );

  it('records the same client in the audit trail', async () => {
    const recorded = await recordedAddress(t, '198.51.100.66');
    expect(recorded).toBe(forwardedCounts ? '198.51.100.66' : TEST_PEER);
  });
});
