import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resellerGraphql } from '@/tests/generated/reseller';
import type { OverviewQueryVariables } from '@/tests/generated/reseller/graphql';
import { createCustomer, DELETE_CUSTOMER, errorOf, REVOKE_TOKEN } from './fixtures';
import { createTestService, dataOf, START, type TestService } from './harness';
import { issue, list, renew, REVOKE_MANY } from './token-fixtures';

let t: TestService;
let key = '';
let other = '';
const DAY = 86_400;
const DAY_MS = DAY * 1000;
const ids: Record<string, string> = {};
let revokedAt = '';

const OVERVIEW = resellerGraphql(`
  query Overview($weeks: Int, $months: Int, $limit: Int) {
    overview {
      customerCount
      activeTokenCount
      expiringWithin7Days
      customersWithoutAccess
      expiriesByWeek(weeks: $weeks) {
        weekStart
        count
      }
      customersByMonth(months: $months) {
        monthStart
        count
      }
      accessEndingSoon(limit: $limit) {
        total
        items {
          accessEndsAt
          customer {
            userId
            name
            accessExpiresAt
          }
        }
      }
      accessLost(limit: $limit) {
        total
        items {
          accessEndsAt
          customer {
            userId
            name
          }
        }
      }
    }
  }
`);

const overview = async (k: string, variables: OverviewQueryVariables = {}) =>
  dataOf(await t.reseller(k, OVERVIEW, variables)).overview;

const at = (ms: number) => new Date(ms).toISOString();

/** Days whose stored token count differs from the unrevoked tokens expiring on them (none, when kept well). */
async function wrongExpiryDays(): Promise<unknown[]> {
  const result = await t.store.db.execute(sql`
    SELECT * FROM (SELECT reseller_id, expires_on, tokens FROM token_expiry_days WHERE tokens <> 0) d
    FULL JOIN (
      SELECT reseller_id, (expires_at AT TIME ZONE 'UTC')::date AS expires_on, count(*)::int AS n
      FROM customer_tokens WHERE revoked_at IS NULL GROUP BY 1, 2
    ) c USING (reseller_id, expires_on)
    WHERE coalesce(d.tokens, 0) <> coalesce(c.n, 0)`);
  return (result as unknown as { rows: unknown[] }).rows;
}

/** Months and days whose stored customer count differs from a recount of the customers. */
async function wrongCustomerCounts(): Promise<unknown[]> {
  const result = await t.store.db.execute(sql`
    SELECT 'month' AS kind, * FROM (SELECT reseller_id, month AS at, customers FROM customer_months WHERE customers <> 0) m
    FULL JOIN (
      SELECT reseller_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS at, count(*)::int AS n
      FROM customers GROUP BY 1, 2
    ) c USING (reseller_id, at)
    WHERE coalesce(m.customers, 0) <> coalesce(c.n, 0)
    UNION ALL
    SELECT 'day', * FROM (SELECT reseller_id, ends_on AS at, customers FROM access_end_days WHERE customers <> 0) d
    FULL JOIN (
      SELECT reseller_id, (access_ends_at AT TIME ZONE 'UTC')::date AS at, count(*)::int AS n
      FROM customers WHERE access_ends_at IS NOT NULL GROUP BY 1, 2
    ) c USING (reseller_id, at)
    WHERE coalesce(d.customers, 0) <> coalesce(c.n, 0)`);
  return (result as unknown as { rows: unknown[] }).rows;
}

/** Customers whose stored end of access differs from what their tokens say (none, when the triggers work). */
async function wrongAccessEnds(): Promise<unknown[]> {
  const result = await t.store.db.execute(sql`
    SELECT id FROM customers c WHERE c.access_ends_at IS DISTINCT FROM (
      SELECT max(CASE WHEN revoked_at IS NULL THEN expires_at ELSE least(expires_at, revoked_at) END)
      FROM customer_tokens t WHERE t.customer_id = c.id)`);
  return (result as unknown as { rows: unknown[] }).rows;
}

// June: A. July: B, C. August: D, E, F. Then tokens, until "now" is 21 September 2026, 12:00 UTC.
beforeAll(async () => {
  t = await createTestService();
  ({ key } = await t.newReseller('Overview'));
  ({ key: other } = await t.newReseller('Elsewhere'));
  const customer = async (name: string) => {
    ids[name] = await createCustomer(t, key, `${name.toLowerCase()}@overview.example`, name);
  };
  await customer('A');
  t.advance(31 * DAY_MS);
  await customer('B');
  await customer('C');
  t.advance(31 * DAY_MS);
  for (const name of ['D', 'E', 'F']) await customer(name);
  await issue(t, key, ids.E!, { expiresIn: DAY }); // expired 49 days before now
  t.advance(39 * DAY_MS);
  await issue(t, key, ids.C!, { expiresIn: DAY }); // expired 10 days before now
  t.advance(5 * DAY_MS);
  const d = await issue(t, key, ids.D!, { expiresIn: 30 * DAY });
  t.advance(DAY_MS);
  revokedAt = t.now().toISOString(); // D's access ended 5 days before now
  dataOf(await t.reseller(key, REVOKE_TOKEN, { tokenId: d.issuedToken.tokenId }));
  t.advance(5 * DAY_MS);
  await issue(t, key, ids.A!, { expiresIn: 3 * DAY });
  await issue(t, key, ids.B!, { expiresIn: 3 * DAY });
  await issue(t, key, ids.B!, { expiresIn: 20 * DAY });
  // Another reseller's customers and tokens count for it alone.
  const theirs = await createCustomer(t, other, 'x@elsewhere.example', 'X');
  await issue(t, other, theirs, { expiresIn: 2 * DAY });
});
afterAll(() => t.close());

describe('overview', () => {
  it('counts customers, active tokens, expiries this week and customers without access', async () => {
    expect(t.now().toISOString()).toBe(at(START.getTime() + 112 * DAY_MS));
    const o = await overview(key, { weeks: 4, months: 5 });
    expect(o).toMatchObject({
      customerCount: 6,
      activeTokenCount: 3,
      expiringWithin7Days: 2,
      customersWithoutAccess: 4,
    });
    // Weeks start today, 00:00 UTC: 21, 28 September, 5 and 12 October.
    const today = Date.parse('2026-09-21T00:00:00.000Z');
    expect(o.expiriesByWeek).toEqual([
      { weekStart: at(today), count: 2 },
      { weekStart: at(today + 7 * DAY_MS), count: 0 },
      { weekStart: at(today + 14 * DAY_MS), count: 1 },
      { weekStart: at(today + 21 * DAY_MS), count: 0 },
    ]);
    expect(o.customersByMonth).toEqual([
      { monthStart: '2026-05-01T00:00:00.000Z', count: 0 },
      { monthStart: '2026-06-01T00:00:00.000Z', count: 1 },
      { monthStart: '2026-07-01T00:00:00.000Z', count: 2 },
      { monthStart: '2026-08-01T00:00:00.000Z', count: 3 },
      { monthStart: '2026-09-01T00:00:00.000Z', count: 0 },
    ]);
  });

  it('defaults to 12 weeks and 12 months, and refuses ranges outside 1 to 52 weeks and 1 to 24 months', async () => {
    const o = await overview(key);
    expect(o.expiriesByWeek).toHaveLength(12);
    expect(o.customersByMonth).toHaveLength(12);
    expect(o.customersByMonth.at(-1)!.monthStart).toBe('2026-09-01T00:00:00.000Z');
    for (const [variables, field] of [
      [{ weeks: 0 }, 'weeks'],
      [{ weeks: 53 }, 'weeks'],
      [{ months: 25 }, 'months'],
      [{ limit: 101 }, 'limit'],
    ] as const) {
      expect(errorOf(await t.reseller(key, OVERVIEW, variables))).toMatchObject({
        code: 'BAD_USER_INPUT',
        field,
      });
    }
  });

  it('lists access ending within 7 days with no longer token, and access lost in the last 30 days', async () => {
    const o = await overview(key);
    const now = t.now().getTime();
    expect(o.accessEndingSoon).toEqual({
      total: 1,
      items: [
        {
          accessEndsAt: at(now + 3 * DAY_MS),
          customer: { userId: ids.A, name: 'A', accessExpiresAt: at(now + 3 * DAY_MS) },
        },
      ],
    });
    // D's token was revoked 5 days ago, C's expired 10 days ago; E's ended 49 days ago and F never had one.
    expect(o.accessLost).toEqual({
      total: 2,
      items: [
        { accessEndsAt: revokedAt, customer: { userId: ids.D, name: 'D' } },
        { accessEndsAt: at(now - 10 * DAY_MS), customer: { userId: ids.C, name: 'C' } },
      ],
    });
    const one = await overview(key, { limit: 1 });
    expect(one.accessLost.total).toBe(2);
    expect(one.accessLost.items.map((i) => i.customer.userId)).toEqual([ids.D]);
  });

  it('shows another reseller only its own', async () => {
    expect(await overview(other, { weeks: 1, months: 1 })).toMatchObject({
      customerCount: 1,
      activeTokenCount: 1,
      expiringWithin7Days: 1,
      customersWithoutAccess: 0,
      customersByMonth: [{ monthStart: '2026-09-01T00:00:00.000Z', count: 1 }],
      accessEndingSoon: { total: 1 },
      accessLost: { total: 0 },
    });
  });

  it('follows renewals, revocations and deletions at once', async () => {
    const a = await issue(t, key, ids.A!, { expiresIn: 3 * DAY });
    const before = await overview(key);
    expect(before).toMatchObject({ activeTokenCount: 4, expiringWithin7Days: 3 });
    // A renewal with an overlap: the old token ends in an hour, the new one in 30 days. The old one still
    // works for that hour, but its successor carries the access on: it is neither active nor expiring.
    await renew(t, key, a.issuedToken.tokenId, { overlapSeconds: 3600, expiresIn: 30 * DAY });
    let o = await overview(key);
    expect(o.accessEndingSoon.items.map((i) => i.customer.userId)).toEqual([]);
    expect(o).toMatchObject({ activeTokenCount: 4, expiringWithin7Days: 2 });
    expect(o.expiriesByWeek[0]!.count).toBe(before.expiriesByWeek[0]!.count - 1);
    expect(o.expiriesByWeek[4]!.count).toBe(before.expiriesByWeek[4]!.count + 1);
    // Every token of B revoked at once: B lost its access now.
    const { tokens } = await list(t, key, { status: 'ACTIVE' });
    const ofB = tokens.filter((x) => x.userId === ids.B).map((x) => x.tokenId);
    dataOf(await t.reseller(key, REVOKE_MANY, { tokenIds: ofB }));
    o = await overview(key);
    expect(o.accessLost.items[0]).toMatchObject({
      accessEndsAt: t.now().toISOString(),
      customer: { userId: ids.B },
    });
    expect(o.customersWithoutAccess).toBe(5);
    dataOf(await t.reseller(key, DELETE_CUSTOMER, { userId: ids.B! }));
    o = await overview(key);
    expect(o.accessLost.items.map((i) => i.customer.userId)).not.toContain(ids.B);
    expect(o).toMatchObject({ customerCount: 5, customersWithoutAccess: 4 });
    expect(await wrongAccessEnds()).toEqual([]);
    expect(await wrongExpiryDays()).toEqual([]);
    expect(await wrongCustomerCounts()).toEqual([]);
  });

  it('counts to the millisecond at the edges: later today, and on the seventh day', async () => {
    const { key: edges } = await t.newReseller('Edges');
    const userId = await createCustomer(t, edges, 'edges@overview.example', 'Edges');
    // Now is 12:00 UTC: one token ends at 13:00 today, one at 06:00 seven days on (within 7 days, but in
    // the second week), one at 18:00 seven days on (after 7 days), one a second ago (expired).
    for (const seconds of [3600, 7 * DAY - 6 * 3600, 7 * DAY + 6 * 3600, 60])
      await issue(t, edges, userId, { expiresIn: seconds });
    t.advance(61_000);
    const o = await overview(edges, { weeks: 2, months: 1 });
    expect(o).toMatchObject({ activeTokenCount: 3, expiringWithin7Days: 2, customersWithoutAccess: 0 });
    expect(o.expiriesByWeek.map((w) => w.count)).toEqual([1, 2]);
    expect(await wrongExpiryDays()).toEqual([]);
    expect(await wrongCustomerCounts()).toEqual([]);
  });
});
