import 'server-only';
import { and, asc, desc, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open-store';
import { customers, customerTokens, tokenExpiryDays } from '../db/schema';

/**
 * The overview's figures, from stored counts and index ranges, never a count of every token: tokens by the
 * day they expire from token_expiry_days (migration 0012), customers by creation from (reseller_id,
 * created_at), customers by the end of their access from (reseller_id, access_ends_at), a column the token
 * triggers keep (migration 0011). The reseller's customer total is its stored count, read with its API key.
 */

const DAY_MS = 86_400_000;

/** Weeks of expiries counted in one statement; a request for fewer reads a prefix. */
export const MAX_WEEKS = 52;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Database, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/** One array parameter (a plain array would become a list of parameters). */
const timestamps = (values: readonly (Date | string)[]) =>
  sql`${sql.param(values.map((v) => (typeof v === 'string' ? v : v.toISOString())))}::timestamptz[]`;

/** `count` (a scalar query of `r.lo` and `r.hi`) for each range of `ranges`, as an array in their order. */
function rangeCounts(ranges: SQL, count: SQL): SQL {
  return sql`array(select (${count}) from ${ranges} with ordinality as r(lo, hi, i) order by r.i)`;
}

export interface TokenAndAccessFigures {
  /** Active tokens expiring in each of the MAX_WEEKS weeks from the start of today (UTC), then all later. */
  byWeek: number[];
  later: number;
  /** The first week's start: today, 00:00 UTC. */
  firstWeekStart: Date;
  /** Active tokens expiring within 7 days of now, to the millisecond. */
  expiringWithin7Days: number;
  customersWithoutAccess: number;
}

/**
 * One statement. Whole days come from token_expiry_days (a few hundred rows at most: tokens live up to a
 * year); only the two part-days at the edges are counted in the unrevoked-token index: the rest of today,
 * and on the seventh day the hours up to the same time as now. Customers without access are those whose
 * access ends now or ended (or who never had a token), from (reseller_id, access_ends_at).
 */
export async function tokenAndAccessFigures(
  db: Database,
  resellerId: string,
  now: Date,
): Promise<TokenAndAccessFigures> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const day = (n: number) => new Date(today.getTime() + n * DAY_MS);
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const t = customerTokens;
  const unrevoked = and(eq(t.resellerId, resellerId), isNull(t.revokedAt));
  const d = tokenExpiryDays;
  const c = customers;
  const [row] = await rowsOf<{
    rest_of_today: number;
    edge_of_week: number;
    days: string;
    without_access: number;
  }>(
    db,
    sql`select
      (select count(*)::int from ${t} where ${unrevoked} and ${t.expiresAt} > ${at(now)} and ${t.expiresAt} < ${at(day(1))}) as rest_of_today,
      (select count(*)::int from ${t} where ${unrevoked} and ${t.expiresAt} >= ${at(day(7))}
        and ${t.expiresAt} <= ${at(new Date(now.getTime() + 7 * DAY_MS))}) as edge_of_week,
      (select coalesce(json_agg(json_build_array(${d.expiresOn}, ${d.tokens}) order by ${d.expiresOn}), '[]')::text
        from ${d} where ${d.resellerId} = ${resellerId} and ${d.expiresOn} >= ${day(1).toISOString().slice(0, 10)}::date) as days,
      (select count(*)::int from ${c} where ${c.resellerId} = ${resellerId} and ${c.accessEndsAt} is null)
      + (select count(*)::int from ${c} where ${c.resellerId} = ${resellerId} and ${c.accessEndsAt} <= ${at(now)})
      as without_access`,
  );
  const restOfToday = Number(row?.rest_of_today ?? 0);
  const byWeek = new Array<number>(MAX_WEEKS).fill(0);
  byWeek[0] = restOfToday;
  let later = 0;
  let withinSixDays = 0;
  for (const [expiresOn, tokens] of JSON.parse(row?.days ?? '[]') as [string, number][]) {
    const index = Math.round((Date.parse(`${expiresOn}T00:00:00Z`) - today.getTime()) / DAY_MS);
    const week = Math.floor(index / 7);
    if (week < MAX_WEEKS) byWeek[week]! += tokens;
    else later += tokens;
    if (index <= 6) withinSixDays += tokens;
  }
  return {
    byWeek,
    later,
    firstWeekStart: today,
    expiringWithin7Days: restOfToday + withinSixDays + Number(row?.edge_of_week ?? 0),
    customersWithoutAccess: Number(row?.without_access ?? 0),
  };
}

/** The first instants (UTC) of the last `months` calendar months, the current one last. */
export function monthStarts(now: Date, months: number): Date[] {
  return Array.from(
    { length: months },
    (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1 - i), 1)),
  );
}

/** Customers created in each month that `starts` begins, the last month running until now. */
export async function customersCreatedByMonth(
  db: Database,
  resellerId: string,
  starts: readonly Date[],
): Promise<number[]> {
  const ends = starts.map((d) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)));
  const c = customers;
  const created = sql`select count(*)::int from ${c} where ${c.resellerId} = ${resellerId}
    and ${c.createdAt} >= r.lo and ${c.createdAt} < r.hi`;
  const [row] = await rowsOf<{ months: number[] }>(
    db,
    sql`select ${rangeCounts(sql`unnest(${timestamps(starts)}, ${timestamps(ends)})`, created)} as months`,
  );
  return (row?.months ?? []).map(Number);
}

export interface AccessAttentionRow {
  customerId: string;
  accessEndsAt: Date;
}

/**
 * Customers whose access ends within `days` from now (`ending`, soonest first), or ended within the last
 * `days` (`lost`, most recent first), with how many there are in all.
 */
export async function accessAttention(
  db: Database,
  query: { resellerId: string; kind: 'ending' | 'lost'; days: number; limit: number },
  now: Date,
): Promise<{ items: AccessAttentionRow[]; total: number }> {
  const ending = query.kind === 'ending';
  const edge = new Date(now.getTime() + (ending ? 1 : -1) * query.days * DAY_MS);
  const [from, to] = ending ? [now, edge] : [edge, now];
  const order = ending ? asc : desc;
  const rows = await db
    .select({
      customerId: customers.id,
      accessEndsAt: customers.accessEndsAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(customers)
    .where(
      and(
        eq(customers.resellerId, query.resellerId),
        gt(customers.accessEndsAt, from),
        lte(customers.accessEndsAt, to),
      ),
    )
    .orderBy(order(customers.accessEndsAt), order(customers.id))
    .limit(query.limit);
  return {
    items: rows.map((row) => ({ customerId: row.customerId, accessEndsAt: row.accessEndsAt! })),
    total: Number(rows[0]?.total ?? 0),
  };
}
