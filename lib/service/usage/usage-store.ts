import 'server-only';
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open-store';
import { rowsOf } from '../db/rows-of';
import { likePattern } from '../core/like-pattern';
import {
  customers,
  customerTokens,
  customerUsage,
  customerUsageMonths,
  resellerUsageDays,
  tokenUsageDays,
} from '../db/schema';
import type { TokenRecord } from '../tokens/token-store';

/**
 * Reading the counts: a customer's or a token's from its hours (customer_usage), a reseller's from its days
 * (reseller_usage_days) and a month's customers from their months (customer_usage_months). Every query is one
 * range of one index.
 */

export type UsageUnit = 'hour' | 'day';

export interface UsageFigures {
  requests: number;
  failed: number;
}

export interface Range {
  from: Date;
  to: Date;
}

const DAY_MS = 86_400_000;
const u = customerUsage;
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const within = (range: Range): SQL => sql`${u.hour} >= ${at(range.from)} and ${u.hour} < ${at(range.to)}`;
// Sums of int are bigint, which the drivers answer as strings: counts here stay far below 2^31.
const sums = sql`sum(${u.requests})::int as requests, sum(${u.failed})::int as failed`;
const epochMs = (value: SQL) => sql`(extract(epoch from ${value}) * 1000)::float8`;
const dayOf = sql`date_trunc('day', ${u.hour}, 'UTC')`;

/** A customer's counts in each bucket of the range with requests, oldest first. */
export async function customerBuckets(
  db: Database,
  owner: { resellerId: string; customerId: string },
  range: Range,
  unit: UsageUnit,
): Promise<(UsageFigures & { startMs: number })[]> {
  const bucket = unit === 'day' ? dayOf : sql`${u.hour}`;
  return rowsOf(
    db,
    sql`select ${epochMs(bucket)} as "startMs", ${sums} from ${u}
      where ${u.customerId} = ${owner.customerId} and ${u.resellerId} = ${owner.resellerId} and ${within(range)}
      group by 1 order by 1`,
  );
}

/** A customer's counts by operation in the range, most requests first. */
export function customerOperations(
  db: Database,
  owner: { resellerId: string; customerId: string },
  range: Range,
): Promise<(UsageFigures & { operation: string })[]> {
  return rowsOf(
    db,
    sql`select ${u.operation} as operation, ${sums} from ${u}
      where ${u.customerId} = ${owner.customerId} and ${u.resellerId} = ${owner.resellerId} and ${within(range)}
      group by 1 order by 2 desc, 1`,
  );
}

/** A customer's tokens used in the range with their counts, most requests first. */
export function customerTokenUsage(
  db: Database,
  owner: { resellerId: string; customerId: string },
  range: Range,
): Promise<(UsageFigures & { token: TokenRecord })[]> {
  const requests = sql<number>`sum(${u.requests})::int`;
  return db
    .select({ token: customerTokens, requests, failed: sql<number>`sum(${u.failed})::int` })
    .from(u)
    .innerJoin(customerTokens, eq(customerTokens.id, u.tokenId))
    .where(
      and(
        eq(u.customerId, owner.customerId),
        eq(u.resellerId, owner.resellerId),
        gte(u.hour, range.from),
        lt(u.hour, range.to),
      ),
    )
    .groupBy(customerTokens.id)
    .orderBy(desc(requests), customerTokens.id);
}

/**
 * Requests per token since `since`, for the tokens given (0 for one without any): the whole days from the
 * tokens' days, the hours of the day `since` falls in from the hours. Two statements, not one union: the union
 * of both ranges was costed high enough for a parallel plan, whose workers took longer than the reads.
 */
export async function tokenRequestsSince(
  db: Database,
  tokenIds: readonly string[],
  since: Date,
): Promise<Map<string, number>> {
  const td = tokenUsageDays;
  const ids = [...tokenIds];
  const nextDay = new Date(Math.ceil(since.getTime() / DAY_MS) * DAY_MS);
  const requests = sql<number>`sum(requests)::int`;
  const days = await db
    .select({ tokenId: td.tokenId, requests })
    .from(td)
    .where(and(inArray(td.tokenId, ids), gte(td.day, nextDay)))
    .groupBy(td.tokenId);
  const hours = await db
    .select({ tokenId: u.tokenId, requests })
    .from(u)
    .where(and(inArray(u.tokenId, ids), gte(u.hour, since), lt(u.hour, nextDay)))
    .groupBy(u.tokenId);
  const found = new Map<string, number>();
  for (const row of [...days, ...hours]) found.set(row.tokenId, (found.get(row.tokenId) ?? 0) + row.requests);
  return found;
}

const d = resellerUsageDays;
const m = customerUsageMonths;

/** A reseller's requests on each day of the range with requests. */
export function resellerDays(
  db: Database,
  resellerId: string,
  range: Range,
): Promise<{ dayMs: number; requests: number }[]> {
  return rowsOf(
    db,
    sql`select ${epochMs(sql`${d.day}`)} as "dayMs", ${d.requests} as requests from ${d}
      where ${d.resellerId} = ${resellerId} and ${d.day} >= ${at(range.from)} and ${d.day} < ${at(range.to)}`,
  );
}

/**
 * The customers a report's `search` keeps: a substring of name or email, through the customers' trigram
 * indexes, or the exact id (as the customers list searches). Found first and kept (`materialized`), then
 * their months read by key: as a plain `in`, the planner walked the month's rank index and tested each
 * customer, reading most of a big reseller's month for a name shared by a few dozen (85 ms against 10 ms).
 */
function searched(resellerId: string, search: string | null): { hits: SQL; kept: SQL } {
  if (search === null) return { hits: sql``, kept: sql`true` };
  const c = customers;
  const pattern = likePattern(search);
  return {
    hits: sql`with hits as materialized (select ${c.id} as id from ${c} where ${c.resellerId} = ${resellerId}
      and (${c.name} ilike ${pattern} or ${c.email} ilike ${pattern} or ${c.id} = ${search}))`,
    kept: sql`${m.customerId} in (select id from hits)`,
  };
}

/** A report's month, by its first instant (reports are of whole UTC months). */
const monthOf = (range: Range) => sql`${m.month} = ${at(range.from)}`;

/**
 * A reseller's month in all: its requests and failures (from its days), and the customers with any (those
 * `search` keeps, from their months).
 */
export async function reportTotals(
  db: Database,
  resellerId: string,
  range: Range,
  search: string | null,
): Promise<UsageFigures & { customers: number }> {
  const { hits, kept } = searched(resellerId, search);
  const [row] = await rowsOf<UsageFigures & { customers: number }>(
    db,
    sql`${hits} select coalesce(sum(${d.requests}), 0)::int as requests, coalesce(sum(${d.failed}), 0)::int as failed,
      (select count(*)::int from ${m} where ${m.resellerId} = ${resellerId} and ${monthOf(range)} and ${kept}) as customers
      from ${d} where ${d.resellerId} = ${resellerId} and ${d.day} >= ${at(range.from)} and ${d.day} < ${at(range.to)}`,
  );
  return row ?? { requests: 0, failed: 0, customers: 0 };
}

export interface ReportRow extends UsageFigures {
  customerId: string;
  activeDays: number;
}

/**
 * One page of a reseller's customers by their requests in the month, most first (then by id, stable): the
 * head of the months' rank index; the page's active days from its customers' hours.
 */
export async function reportRows(
  db: Database,
  resellerId: string,
  range: Range,
  page: { offset: number; limit: number; search: string | null },
): Promise<ReportRow[]> {
  const { hits, kept } = searched(resellerId, page.search);
  return rowsOf(
    db,
    sql`${hits} select p."customerId", p.requests, p.failed,
        (select count(distinct ${dayOf})::int from ${u}
          where ${u.customerId} = p."customerId" and ${within(range)}) as "activeDays"
      from (select ${m.customerId} as "customerId", ${m.requests} as requests, ${m.failed} as failed from ${m}
        where ${m.resellerId} = ${resellerId} and ${monthOf(range)} and ${kept}
        order by ${m.requests} desc, ${m.customerId} limit ${page.limit} offset ${page.offset}) as p
      order by p.requests desc, p."customerId"`,
  );
}
