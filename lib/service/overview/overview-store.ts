import 'server-only';
import { and, asc, desc, eq, gt, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { RENEWAL_OVERLAP_SECONDS } from '../../contract/limits';
import type { Database } from '../db/open-store';
import { rowsOf } from '../db/rows-of';
import {
  accessEndDays,
  customerMonths,
  customers,
  customerTokens,
  resellers,
  tokenExpiryDays,
} from '../db/schema';

/**
 * The overview's figures, from stored counts and short index ranges, never a count of every token or
 * customer: tokens by the day they expire (token_expiry_days, migration 0012), customers by the month they
 * were created and by the day their access ends (customer_months, access_end_days, migration 0013), and
 * the lists from (reseller_id, access_ends_at), a column the token triggers keep (migration 0011). The
 * reseller's customer total is its stored count, read with its API key.
 */

const DAY_MS = 86_400_000;

/** Weeks of expiries counted in one statement; a request for fewer reads a prefix. */
export const MAX_WEEKS = 52;

/**
 * "Active" here means a token that gives access and is not already replaced: unrevoked, unexpired, and not
 * superseded by a renewal. A token renewed with an overlap keeps working until the overlap ends, but its
 * successor carries the access on: counting both would show one person twice, and list a handled expiry
 * as a problem to solve.
 */
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
 * and on the seventh day the hours up to the same time as now. Customers without access are the others
 * than those whose access ends after now: access_end_days for whole days, (reseller_id, access_ends_at) for
 * the rest of today.
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
  const tomorrow = day(1).toISOString().slice(0, 10);
  const d = tokenExpiryDays;
  const a = accessEndDays;
  const c = customers;
  // A superseded token still unrevoked ends within the longest overlap: a short range of the unrevoked index.
  const overlapEnd = new Date(now.getTime() + RENEWAL_OVERLAP_SECONDS.max * 1000);
  const [row] = await rowsOf<{
    rest_of_today: number;
    edge_of_week: number;
    days: string;
    without_access: number;
    superseded: string;
  }>(
    db,
    sql`select
      (select count(*)::int from ${t} where ${unrevoked} and ${t.expiresAt} > ${at(now)} and ${t.expiresAt} < ${at(day(1))}) as rest_of_today,
      (select count(*)::int from ${t} where ${unrevoked} and ${t.expiresAt} >= ${at(day(7))}
        and ${t.expiresAt} <= ${at(new Date(now.getTime() + 7 * DAY_MS))}) as edge_of_week,
      (select coalesce(json_agg(json_build_array(${d.expiresOn}, ${d.tokens}) order by ${d.expiresOn}), '[]')::text
        from ${d} where ${d.resellerId} = ${resellerId} and ${d.expiresOn} >= ${tomorrow}::date) as days,
      (select ${resellers.customerCount} from ${resellers} where ${resellers.id} = ${resellerId})
      - (select count(*)::int from ${c} where ${c.resellerId} = ${resellerId}
          and ${c.accessEndsAt} > ${at(now)} and ${c.accessEndsAt} < ${at(day(1))})
      - (select coalesce(sum(${a.customers}), 0)::int from ${a}
          where ${a.resellerId} = ${resellerId} and ${a.endsOn} >= ${tomorrow}::date)
      as without_access,
      (select coalesce(json_agg(${t.expiresAt}), '[]')::text from ${t} where ${unrevoked}
        and ${t.expiresAt} > ${at(now)} and ${t.expiresAt} <= ${at(overlapEnd)} and ${t.renewedById} is not null)
      as superseded`,
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
  let expiringWithin7Days = restOfToday + withinSixDays + Number(row?.edge_of_week ?? 0);
  for (const expiresAt of JSON.parse(row?.superseded ?? '[]') as string[]) {
    const ends = Date.parse(expiresAt);
    byWeek[Math.floor((ends - today.getTime()) / (7 * DAY_MS))]! -= 1;
    if (ends <= now.getTime() + 7 * DAY_MS) expiringWithin7Days -= 1;
  }
  return {
    byWeek,
    later,
    firstWeekStart: today,
    expiringWithin7Days,
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

/** Customers created in each month that `starts` begins (and not deleted since), from customer_months. */
export async function customersCreatedByMonth(
  db: Database,
  resellerId: string,
  starts: readonly Date[],
): Promise<number[]> {
  const month = (d: Date) => d.toISOString().slice(0, 10);
  const rows = await db
    .select({ month: customerMonths.month, customers: customerMonths.customers })
    .from(customerMonths)
    .where(
      and(
        eq(customerMonths.resellerId, resellerId),
        gte(customerMonths.month, month(starts[0] ?? new Date())),
      ),
    );
  const byMonth = new Map(rows.map((row) => [row.month, row.customers]));
  return starts.map((start) => byMonth.get(month(start)) ?? 0);
}

export interface AccessAttentionRow {
  customerId: string;
  accessEndsAt: Date;
}

export interface AccessAttentionQuery {
  resellerId: string;
  kind: 'ending' | 'lost';
  days: number;
  limit: number;
}

/** Customers whose access ends within `days` from now (`ending`), or ended within the last `days` (`lost`). */
function attentionWindow(query: AccessAttentionQuery, now: Date): SQL {
  const edge = new Date(now.getTime() + (query.kind === 'ending' ? 1 : -1) * query.days * DAY_MS);
  const [from, to] = query.kind === 'ending' ? [now, edge] : [edge, now];
  return and(
    eq(customers.resellerId, query.resellerId),
    gt(customers.accessEndsAt, from),
    lte(customers.accessEndsAt, to),
  )!;
}

/** The first `limit` of them: soonest first for `ending`, most recent first for `lost`. */
export async function accessAttention(
  db: Database,
  query: AccessAttentionQuery,
  now: Date,
): Promise<AccessAttentionRow[]> {
  const order = query.kind === 'ending' ? asc : desc;
  const rows = await db
    .select({ customerId: customers.id, accessEndsAt: customers.accessEndsAt })
    .from(customers)
    .where(attentionWindow(query, now))
    .orderBy(order(customers.accessEndsAt), order(customers.id))
    .limit(query.limit);
  return rows.map((row) => ({ customerId: row.customerId, accessEndsAt: row.accessEndsAt! }));
}

/** How many there are in all: a count of the window's index range, read only when asked for. */
export async function countAccessAttention(
  db: Database,
  query: AccessAttentionQuery,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(customers)
    .where(attentionWindow(query, now));
  return Number(row?.total ?? 0);
}
