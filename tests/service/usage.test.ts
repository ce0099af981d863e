import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '@/lib/service/db/open-store';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '@/lib/service/db/rows-of';
import {
  customerUsage,
  customerUsageMonths,
  resellerUsageDays,
  tokenUsageDays,
} from '@/lib/service/db/schema';
import { createUsageFlush } from '@/lib/service/usage/flush-usage';
import { sweepUsage } from '@/lib/service/usage/retention';
import { createUsageCounter } from '@/lib/service/usage/usage-counter';
import {
  createCustomer,
  errorOf,
  issueToken,
  LIST_OWN_HANDBOOKS,
  REVOKE_TOKEN,
  serviceWithCustomer,
  WHO_AM_I,
} from './fixtures';
import { dataOf, START, type TestService } from './harness';
import { CUSTOMER_USAGE, REQUESTS_BY_DAY, TOKENS_WITH_REQUESTS, USAGE_REPORT } from './usage-fixtures';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const iso = (ms: number) => new Date(ms).toISOString();
const hourOf = (ms: number) => iso(ms - (ms % HOUR_MS));

let t: TestService;
let key = '';
let userId = '';
let token = '';
const counter = createUsageCounter();
let flush: () => Promise<void>;

beforeAll(async () => {
  ({ t, key, userId, token } = await serviceWithCustomer({ usage: counter }));
  flush = createUsageFlush(t.store.db, counter);
});
afterAll(() => t.close());

describe('counting', () => {
  it('counts every request of an identified token by hour and operation, refused ones included', async () => {
    const start = t.now().getTime();
    for (let i = 0; i < 3; i++) expect((await t.customer(token, LIST_OWN_HANDBOOKS)).status).toBe(200);
    // A field the API does not have: the document is refused, the request failed, and counted under no
    // operation (a made-up name would be a row of its own).
    expect((await t.customer(token, '{ nope }')).body.errors).toBeDefined();
    t.advance(HOUR_MS);
    expect((await t.customer(token, WHO_AM_I)).status).toBe(200);
    const { tokenId } = dataOf(await t.reseller(key, TOKENS_WITH_REQUESTS, { userId })).customerTokens
      .tokens[0]!;
    dataOf(await t.reseller(key, REVOKE_TOKEN, { tokenId }));
    for (let i = 0; i < 2; i++) expect((await t.customer(token, LIST_OWN_HANDBOOKS)).status).toBe(401);
    // No token the service can identify: counted nowhere.
    expect((await t.customer('not-a-token', LIST_OWN_HANDBOOKS)).status).toBe(401);
    await flush();

    const answer = dataOf(
      await t.reseller(key, CUSTOMER_USAGE, {
        userId,
        from: iso(start),
        to: iso(start + HOUR_MS + 1),
        granularity: 'HOUR',
      }),
    ).customerUsage!;
    expect(answer).toMatchObject({ requests: 7, failed: 3 });
    expect(answer.buckets).toEqual([
      { start: hourOf(start), requests: 4, failed: 1 },
      { start: hourOf(start + HOUR_MS), requests: 3, failed: 2 },
    ]);
    expect(answer.operations).toEqual([
      { operation: 'listHandbooks', requests: 5, failed: 2 },
      { operation: '', requests: 1, failed: 1 },
      { operation: 'me', requests: 1, failed: 0 },
    ]);
    expect(answer.tokens).toEqual([
      { token: { tokenId, status: 'REVOKED', requestsLast30Days: 7 }, requests: 7, failed: 3 },
    ]);
  });

  it('counts an expired token, whether its signature or its record says so', async () => {
    const short = await issueToken(t, key, userId, 60);
    t.advance(2 * 60_000);
    const refused = await t.customer(short.token, WHO_AM_I);
    expect(refused.status).toBe(401);
    await flush();
    const { tokens } = dataOf(await t.reseller(key, TOKENS_WITH_REQUESTS, { userId })).customerTokens;
    expect(tokens.find((x) => x.tokenId === short.issuedToken.tokenId)?.requestsLast30Days).toBe(1);
  });

  it('adds counts from two instances writing the same hour, never overwriting', async () => {
    const { issuedToken } = await issueToken(t, key, userId);
    // A second instance: on PostgreSQL its own pool, as another process would have.
    const other = t.databaseUrl ? await openStore({ databaseUrl: t.databaseUrl }) : t.store;
    const secondCounter = createUsageCounter();
    const second = createUsageFlush(other.db, secondCounter);
    try {
      const at = t.now();
      for (let i = 0; i < 5; i++) counter.count(issuedToken.tokenId, at, 'listHandbooks', false);
      for (let i = 0; i < 3; i++) secondCounter.count(issuedToken.tokenId, at, 'listHandbooks', i === 0);
      await Promise.all([flush(), second()]);
      secondCounter.count(issuedToken.tokenId, at, 'listHandbooks', false);
      await second();
      const { tokens } = dataOf(await t.reseller(key, TOKENS_WITH_REQUESTS, { userId })).customerTokens;
      expect(tokens.find((x) => x.tokenId === issuedToken.tokenId)?.requestsLast30Days).toBe(9);
    } finally {
      if (other !== t.store) await other.close();
    }
  });

  it("adds every flush to the token's and the reseller's day and the customer's month, as to the hours", async () => {
    // The rollups equal the hours summed, after every flush above (two instances' at once among them).
    const read = (query: SQL) => rowsOf(t.store.db, query);
    expect(
      await read(sql`select reseller_id, day, requests, failed from reseller_usage_days order by 1, 2`),
    ).toEqual(
      await read(sql`select reseller_id, date_trunc('day', hour, 'UTC') as day, sum(requests)::int as requests,
        sum(failed)::int as failed from customer_usage group by 1, 2 order by 1, 2`),
    );
    expect(await read(sql`select token_id, day, requests from token_usage_days order by 1, 2`)).toEqual(
      await read(sql`select token_id, date_trunc('day', hour, 'UTC') as day, sum(requests)::int as requests
        from customer_usage group by 1, 2 order by 1, 2`),
    );
    const months = await read(sql`select reseller_id, month, customer_id, requests, failed
      from customer_usage_months order by 1, 2, 3`);
    expect(months.length).toBeGreaterThan(0);
    expect(months).toEqual(
      await read(sql`select reseller_id, date_trunc('month', hour, 'UTC') as month, customer_id,
        sum(requests)::int as requests, sum(failed)::int as failed from customer_usage
        group by 1, 2, 3 order by 1, 2, 3`),
    );
  });
});

describe('reading', () => {
  it('answers every DAY bucket of the range, empty ones as 0, edges rounded outwards', async () => {
    const now = t.now().getTime();
    const today = now - (now % DAY_MS);
    const answer = dataOf(
      await t.reseller(key, CUSTOMER_USAGE, { userId, from: iso(today - 2 * DAY_MS + 5), to: iso(now) }),
    ).customerUsage!;
    expect(answer.buckets.map((b) => b.start)).toEqual([
      iso(today - 2 * DAY_MS),
      iso(today - DAY_MS),
      iso(today),
    ]);
    expect(answer.buckets.slice(0, 2).every((b) => b.requests === 0)).toBe(true);
    expect(answer.buckets[2]!.requests).toBe(answer.requests);
  });

  it('counts requestsLast30Days to the hour, whole days and the first day’s hours apart', async () => {
    const { issuedToken } = await issueToken(t, key, userId);
    const since = t.now().getTime() - 30 * DAY_MS;
    const at = (ms: number, times: number) => {
      for (let i = 0; i < times; i++) counter.count(issuedToken.tokenId, new Date(ms), 'me', false);
    };
    at(since - HOUR_MS, 1); // before the 30 days: left out, though its day is partly within them
    at(since + HOUR_MS, 2);
    at(since + 2 * DAY_MS, 4);
    await flush();
    const { tokens } = dataOf(await t.reseller(key, TOKENS_WITH_REQUESTS, { userId })).customerTokens;
    expect(tokens.find((x) => x.tokenId === issuedToken.tokenId)?.requestsLast30Days).toBe(6);
  });

  it('charts the reseller’s requests by day, today last', async () => {
    const days = dataOf(await t.reseller(key, REQUESTS_BY_DAY, { days: 3 })).overview.requestsByDay;
    const now = t.now().getTime();
    expect(days.map((d) => d.day)).toEqual([2, 1, 0].map((n) => iso(now - (now % DAY_MS) - n * DAY_MS)));
    expect(days[2]!.count).toBeGreaterThanOrEqual(17);
  });

  it('reports the month: customers with requests, most first, with totals and active days', async () => {
    const quiet = await createCustomer(t, key, 'quiet@example.com', 'Quiet Ltd');
    const { token: quietToken } = await issueToken(t, key, quiet);
    await t.customer(quietToken, WHO_AM_I);
    await createCustomer(t, key, 'idle@example.com', 'Idle Ltd');
    await flush();
    const month = START.toISOString().slice(0, 7);
    const report = dataOf(await t.reseller(key, USAGE_REPORT, { month })).usageReport;
    expect(report.total).toBe(2);
    expect(report.rows.map((r) => r.customer.name)).toEqual(['Acme HR', 'Quiet Ltd']);
    expect(report.rows[1]).toMatchObject({ requests: 1, failed: 0, activeDays: 1 });
    expect(report.requests).toBe(report.rows.reduce((sum, r) => sum + r.requests, 0));
    const second = dataOf(await t.reseller(key, USAGE_REPORT, { month, offset: 1, limit: 1 })).usageReport;
    expect(second.rows.map((r) => r.customer.name)).toEqual(['Quiet Ltd']);
    expect(second.total).toBe(2);
    const searched = dataOf(await t.reseller(key, USAGE_REPORT, { month, search: 'QUIET@' })).usageReport;
    expect(searched.rows.map((r) => r.customer.name)).toEqual(['Quiet Ltd']);
    expect(searched).toMatchObject({ total: 1, requests: report.requests });
  });

  it('refuses bounds with BAD_USER_INPUT naming the argument', async () => {
    const now = t.now().getTime();
    const cases = [
      [{ from: iso(now), to: iso(now) }, 'from'],
      [{ from: iso(now - 93 * DAY_MS), to: iso(now - DAY_MS) }, 'to'],
      [{ from: iso(now - 8 * DAY_MS), to: iso(now), granularity: 'HOUR' as const }, 'to'],
    ] as const;
    for (const [range, field] of cases)
      expect(errorOf(await t.reseller(key, CUSTOMER_USAGE, { userId, ...range }))).toEqual({
        code: 'BAD_USER_INPUT',
        field,
      });
    const exactly92 = { from: iso(now - 92 * DAY_MS), to: iso(now - DAY_MS) };
    expect(
      dataOf(await t.reseller(key, CUSTOMER_USAGE, { userId, ...exactly92 })).customerUsage!.buckets,
    ).toHaveLength(92);
    for (const month of ['2026-6', '2025-04', '2026-07', 'June'])
      expect(errorOf(await t.reseller(key, USAGE_REPORT, { month }))).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'month',
      });
    expect(dataOf(await t.reseller(key, USAGE_REPORT, { month: '2025-05' })).usageReport.total).toBe(0);
    expect(errorOf(await t.reseller(key, USAGE_REPORT, { month: '2026-06', limit: 101 }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'limit',
    });
    for (const days of [0, 93])
      expect(errorOf(await t.reseller(key, REQUESTS_BY_DAY, { days }))).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'days',
      });
  });

  it('answers a range at either end of the calendar, and refuses one past it naming to', async () => {
    const first = { from: '0001-01-01T00:00:00Z', to: '0001-01-02T00:00:00Z' };
    const last = { from: '9999-12-30T00:00:00Z', to: '9999-12-31T00:00:00Z' };
    for (const range of [first, last])
      expect(
        dataOf(await t.reseller(key, CUSTOMER_USAGE, { userId, ...range })).customerUsage!.requests,
      ).toBe(0);
    // Rounded up to its day's end, this `to` would be in year 10000.
    const past = { from: '9999-12-30T00:00:00Z', to: '9999-12-31T12:00:00Z' };
    expect(errorOf(await t.reseller(key, CUSTOMER_USAGE, { userId, ...past }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'to',
    });
  });

  it("reads another reseller's customer as null and shows it nothing of this one", async () => {
    const other = await t.newReseller('Other Reseller');
    const now = t.now().getTime();
    const range = { userId, from: iso(now - DAY_MS), to: iso(now) };
    expect(dataOf(await t.reseller(other.key, CUSTOMER_USAGE, range)).customerUsage).toBeNull();
    const month = START.toISOString().slice(0, 7);
    expect(dataOf(await t.reseller(other.key, USAGE_REPORT, { month })).usageReport).toMatchObject({
      requests: 0,
      total: 0,
      rows: [],
    });
    const days = dataOf(await t.reseller(other.key, REQUESTS_BY_DAY, {})).overview.requestsByDay;
    expect(days).toHaveLength(30);
    expect(days.every((d) => d.count === 0)).toBe(true);
  });
});

describe('retention', () => {
  it('deletes the counts of hours older than the retention', async () => {
    const before = await t.store.db.select().from(customerUsage);
    expect(before.length).toBeGreaterThan(0);
    const hours = before.map((r) => r.hour.getTime());
    const earliest = Math.min(...hours);
    const latest = Math.max(...hours);
    const rollups = [tokenUsageDays, resellerUsageDays, customerUsageMonths] as const;
    const kept = await Promise.all(rollups.map((r) => t.store.db.select().from(r)));
    expect(await sweepUsage(t.store.db, new Date(earliest + 400 * DAY_MS), 400, 2)).toBe(0);
    for (const [i, rollup] of rollups.entries())
      expect(await t.store.db.select().from(rollup)).toHaveLength(kept[i]!.length);
    // Batches of 2: the sweep goes on until a batch comes back short.
    const gone = await sweepUsage(t.store.db, new Date(latest + 400 * DAY_MS + HOUR_MS), 400, 2);
    expect(gone).toBe(before.length);
    expect(await t.store.db.select().from(customerUsage)).toEqual([]);
    // A day or a month goes once it has ended before the cutoff.
    await sweepUsage(t.store.db, new Date(latest + 432 * DAY_MS), 400);
    for (const rollup of [tokenUsageDays, resellerUsageDays, customerUsageMonths])
      expect(await t.store.db.select().from(rollup)).toEqual([]);
  });
});
