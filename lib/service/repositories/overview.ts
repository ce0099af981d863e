import 'server-only';
import { and, asc, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open-store';
import { customers, customerTokens } from '../db/schema';

/**
 * The overview's figures, each a count of index entries, never of rows: tokens by expiry from the partial
 * index on unrevoked tokens (reseller_id, expires_at), customers by creation from (reseller_id, created_at),
 * customers by the end of their access from (reseller_id, access_ends_at), a column the token triggers keep
 * (migration 0011). The reseller's customer total is its stored count, read with its API key.
 */

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

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
  /** Active tokens expiring in each of the MAX_WEEKS weeks from now, then all those expiring later. */
  byWeek: number[];
  later: number;
  customersWithoutAccess: number;
}

/** One statement: the weekly expiry counts (whose sum is every active token) and the customers without access. */
export async function tokenAndAccessFigures(
  db: Database,
  resellerId: string,
  now: Date,
): Promise<TokenAndAccessFigures> {
  const starts = Array.from({ length: MAX_WEEKS + 1 }, (_, i) => new Date(now.getTime() + i * WEEK_MS));
  const ends = [...starts.slice(1), 'infinity'];
  const t = customerTokens;
  const expiring = sql`select count(*)::int from ${t} where ${t.resellerId} = ${resellerId} and ${t.revokedAt} is null
    and ${t.expiresAt} > r.lo and ${t.expiresAt} <= r.hi`;
  const c = customers;
  const [row] = await rowsOf<{ weeks: number[]; without_access: number }>(
    db,
    sql`select ${rangeCounts(sql`unnest(${timestamps(starts)}, ${timestamps(ends)})`, expiring)} as weeks,
      (select count(*)::int from ${c} where ${c.resellerId} = ${resellerId} and ${c.accessEndsAt} is null)
      + (select count(*)::int from ${c} where ${c.resellerId} = ${resellerId} and ${c.accessEndsAt} <= ${now.toISOString()}::timestamptz)
      as without_access`,
  );
  const weeks = (row?.weeks ?? []).map(Number);
  return {
    byWeek: weeks.slice(0, MAX_WEEKS),
    later: weeks[MAX_WEEKS] ?? 0,
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
