import 'server-only';
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open-store';
import { customers, customerTokens } from '../db/schema';
import { newId } from '../ids';
import { likePattern } from './like-pattern';

export interface CustomerRecord {
  id: string;
  resellerId: string;
  email: string;
  name: string;
  createdAt: Date;
  handbookCount: number;
  activeTokenCount: number;
  accessExpiresAt: Date | null;
  accessExpiredAt: Date | null;
}

export type CustomerSortField =
  'NAME' | 'EMAIL' | 'CREATED_AT' | 'HANDBOOK_COUNT' | 'ACTIVE_TOKEN_COUNT' | 'ACCESS_EXPIRES_AT';

export interface CustomerQuery {
  resellerId: string;
  search: string | null;
  offset: number;
  limit: number;
  sort: CustomerSortField;
  direction: 'ASC' | 'DESC';
}

export class DuplicateEmailError extends Error {
  constructor() {
    super('A customer with this email already exists.');
    this.name = 'DuplicateEmailError';
  }
}

const unrevoked = sql`${customerTokens.customerId} = ${customers.id} and ${customerTokens.revokedAt} is null`;

/** Columns derived from the customer's tokens; evaluated only for the rows a page returns. */
function tokenColumns(now: Date) {
  return {
    activeTokenCount: sql<number>`(select count(*)::int from ${customerTokens} where ${unrevoked} and ${customerTokens.expiresAt} > ${now})`,
    accessExpiresAt: sql<Date | null>`(select max(${customerTokens.expiresAt}) from ${customerTokens} where ${unrevoked} and ${customerTokens.expiresAt} > ${now})`,
    accessExpiredAt: sql<Date | null>`(select max(${customerTokens.expiresAt}) from ${customerTokens} where ${unrevoked} having max(${customerTokens.expiresAt}) <= ${now})`,
  };
}

function selectCustomers(db: Database, now: Date) {
  const columns = tokenColumns(now);
  return db
    .select({
      ...getTableColumns(customers),
      ...columns,
    })
    .from(customers);
}

function toRecord(
  row: {
    activeTokenCount: number;
    accessExpiresAt: Date | string | null;
    accessExpiredAt: Date | string | null;
  } & Omit<CustomerRecord, 'activeTokenCount' | 'accessExpiresAt' | 'accessExpiredAt'>,
): CustomerRecord {
  // Raw `sql` columns skip Drizzle's mapping, and drivers return timestamps from subqueries as text.
  const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    ...row,
    activeTokenCount: Number(row.activeTokenCount),
    accessExpiresAt: toDate(row.accessExpiresAt),
    accessExpiredAt: toDate(row.accessExpiredAt),
  };
}

function searchFilter(resellerId: string, search: string | null): SQL {
  const scope = eq(customers.resellerId, resellerId);
  if (!search) return scope;
  const pattern = likePattern(search);
  return and(scope, sql`(${customers.name} ilike ${pattern} or ${customers.email} ilike ${pattern})`)!;
}

function orderBy(query: CustomerQuery, now: Date): SQL[] {
  const columns = tokenColumns(now);
  const dir = query.direction === 'ASC' ? sql`asc` : sql`desc`;
  const key: Record<CustomerSortField, SQL> = {
    NAME: sql`${customers.name}`,
    EMAIL: sql`${customers.email}`,
    CREATED_AT: sql`${customers.createdAt}`,
    HANDBOOK_COUNT: sql`${customers.handbookCount}`,
    ACTIVE_TOKEN_COUNT: columns.activeTokenCount,
    ACCESS_EXPIRES_AT: columns.accessExpiresAt,
  };
  // Customers without access sort last either way; the id makes paging stable among equal keys.
  return [sql`${key[query.sort]} ${dir} nulls last`, sql`${customers.id} ${dir}`];
}

export async function listCustomers(
  db: Database,
  query: CustomerQuery,
  now: Date,
): Promise<CustomerRecord[]> {
  const rows = await selectCustomers(db, now)
    .where(searchFilter(query.resellerId, query.search))
    .orderBy(...orderBy(query, now))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(toRecord);
}

export async function countCustomers(
  db: Database,
  resellerId: string,
  search: string | null,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(customers)
    .where(searchFilter(resellerId, search));
  return Number(row?.total ?? 0);
}

/** One of the reseller's customers; null for unknown ids and for other resellers' customers alike. */
export async function findCustomer(
  db: Database,
  resellerId: string,
  customerId: string,
  now: Date,
): Promise<CustomerRecord | null> {
  const [row] = await selectCustomers(db, now).where(
    and(eq(customers.resellerId, resellerId), eq(customers.id, customerId)),
  );
  return row ? toRecord(row) : null;
}

export async function createCustomer(
  db: Database,
  input: { resellerId: string; email: string; name: string },
  now: Date,
): Promise<CustomerRecord> {
  const [row] = await db
    .insert(customers)
    .values({ id: newId('cus'), ...input, createdAt: now })
    .onConflictDoNothing({ target: [customers.resellerId, customers.email] })
    .returning();
  if (!row) throw new DuplicateEmailError();
  return { ...row, activeTokenCount: 0, accessExpiresAt: null, accessExpiredAt: null };
}
