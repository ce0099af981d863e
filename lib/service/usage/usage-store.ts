import 'server-only';
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open-store';
import { rowsOf } from '../db/rows-of';
import { likePattern } from '../core/like-pattern';
import { customers, customerTokens, customerUsage } from '../db/schema';
import type { TokenRecord } from '../tokens/token-store';

/**
 * Reading the counts (customer_usage): every query is one range of one of the table's indexes, by customer,
 * by reseller or by token, summed over the hours it covers.
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

/** Requests per token since `since`, for the tokens given (0 for one without any). */
export async function tokenRequestsSince(
  db: Database,
  tokenIds: readonly string[],
  since: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ tokenId: u.tokenId, requests: sql<number>`sum(${u.requests})::int` })
    .from(u)
    .where(and(inArray(u.tokenId, [...tokenIds]), gte(u.hour, since)))
    .groupBy(u.tokenId);
  return new Map(rows.map((row) => [row.tokenId, row.requests]));
}

/** A reseller's requests on each day of the range with requests. */
export function resellerDays(
  db: Database,
  resellerId: string,
  range: Range,
): Promise<{ dayMs: number; requests: number }[]> {
  return rowsOf(
    db,
    sql`select ${epochMs(dayOf)} as "dayMs", sum(${u.requests})::int as requests from ${u}
      where ${u.resellerId} = ${resellerId} and ${within(range)} group by 1`,
  );
}

/**
 * The customers a report's `search` keeps: a substring of name or email, through the customers' trigram
 * indexes, or the exact id (as the customers list searches).
 */
function searched(resellerId: string, search: string | null): SQL {
  if (search === null) return sql`true`;
  const c = customers;
  const pattern = likePattern(search);
  return sql`${u.customerId} in (select ${c.id} from ${c} where ${c.resellerId} = ${resellerId}
    and (${c.name} ilike ${pattern} or ${c.email} ilike ${pattern} or ${c.id} = ${search}))`;
}

/**
 * A reseller's month in all: its requests and failures, and the customers with any (those `search` keeps).
 */
export async function reportTotals(
  db: Database,
  resellerId: string,
  range: Range,
  search: string | null,
): Promise<UsageFigures & { customers: number }> {
  const [row] = await rowsOf<UsageFigures & { customers: number }>(
    db,
    sql`select coalesce(sum(${u.requests}), 0)::int as requests, coalesce(sum(${u.failed}), 0)::int as failed,
      count(distinct ${u.customerId}) filter (where ${searched(resellerId, search)})::int as customers
      from ${u} where ${u.resellerId} = ${resellerId} and ${within(range)}`,
  );
  return row ?? { requests: 0, failed: 0, customers: 0 };
}

export interface ReportRow extends UsageFigures {
  customerId: string;
  activeDays: number;
}

/** One page of a reseller's customers by their requests in the range, most first (then by id, stable). */
export function reportRows(
  db: Database,
  resellerId: string,
  range: Range,
  page: { offset: number; limit: number; search: string | null },
): Promise<ReportRow[]> {
  return rowsOf(
    db,
    sql`select ${u.customerId} as "customerId", ${sums}, count(distinct ${dayOf})::int as "activeDays"
      from ${u} where ${u.resellerId} = ${resellerId} and ${within(range)} and ${searched(resellerId, page.search)}
      group by 1 order by 2 desc, 1 limit ${page.limit} offset ${page.offset}`,
  );
}
