import 'server-only';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type Placeholder,
  type Query,
  type SQL,
} from 'drizzle-orm';
import { PAGE_LIMIT } from '../../contract/limits';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/open-store';
import { customers, customerTokens } from '../db/schema';
import {
  CustomerAccess,
  CustomerStatus,
  type CustomerSort,
  type SortDirection,
} from '../generated/reseller-types';
import { newId } from '../core/ids';
import { likePattern } from '../core/like-pattern';
import { hasPgCode, PG_UNIQUE_VIOLATION } from '../core/pg-errors';
import { preparedStatements } from '../core/prepared';

export interface CustomerRecord {
  id: string;
  resellerId: string;
  email: string;
  name: string;
  createdAt: Date;
  handbookCount: number;
  suspendedAt: Date | null;
  activeTokenCount: number;
  accessExpiresAt: Date | null;
  accessExpiredAt: Date | null;
}

export interface CustomerQuery {
  resellerId: string;
  search: string | null;
  status: CustomerStatus | null;
  access: CustomerAccess | null;
  offset: number;
  limit: number;
  sort: CustomerSort;
  direction: SortDirection;
}

/** What `Customer.status` says: suspended while a suspension is recorded, otherwise active. */
export function customerStatus(customer: Pick<CustomerRecord, 'suspendedAt'>): CustomerStatus {
  return customer.suspendedAt ? CustomerStatus.Suspended : CustomerStatus.Active;
}

export class DuplicateEmailError extends Error {
  constructor() {
    super('A customer with this email already exists.');
    this.name = 'DuplicateEmailError';
  }
}

const param = {
  resellerId: sql.placeholder('resellerId'),
  customerId: sql.placeholder('customerId'),
  customerIds: sql`${sql.placeholder('customerIds')}::text[]`,
  pattern: sql.placeholder('pattern'),
  exact: sql.placeholder('exact'),
  now: sql.placeholder('now'),
  soon: sql.placeholder('soon'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/**
 * What a customer's unrevoked tokens say, for one customer at a time: joined LATERAL to the rows of a page,
 * so it is one index range per returned row (customer_tokens_customer_expiry_idx), never per customer.
 * `customerId` is the id column of the rows it is joined to.
 */
function tokenSummary(db: Database, customerId: AnyPgColumn) {
  const expiresAt = customerTokens.expiresAt;
  const now = param.now;
  return db
    .select({
      activeTokenCount: sql<number>`(count(*) filter (where ${expiresAt} > ${now}))::int`.as(
        'active_token_count',
      ),
      accessExpiresAt: sql<Date | string | null>`max(${expiresAt}) filter (where ${expiresAt} > ${now})`.as(
        'access_expires_at',
      ),
      accessExpiredAt: sql<
        Date | string | null
      >`case when max(${expiresAt}) <= ${now} then max(${expiresAt}) end`.as('access_expired_at'),
    })
    .from(customerTokens)
    .where(and(eq(customerTokens.customerId, customerId), isNull(customerTokens.revokedAt)))
    .as('token_summary');
}

type CustomerColumns = Record<
  'id' | 'resellerId' | 'email' | 'name' | 'handbookCount' | 'createdAt' | 'suspendedAt',
  AnyPgColumn
>;

/**
 * The customer columns a record needs, in toRecord's order, of `customers` or of a subquery that selects
 * them.
 */
function recordColumns(source: CustomerColumns): CustomerColumns {
  const { id, resellerId, email, name, handbookCount, createdAt, suspendedAt } = source;
  return { id, resellerId, email, name, handbookCount, createdAt, suspendedAt };
}

/**
 * A record's columns, in toRecord's order: the customer's (of `customers` or the list's subquery), then its
 * tokens'.
 */
function selectCustomers(db: Database, source: CustomerColumns = customers) {
  const summary = tokenSummary(db, source.id);
  return {
    summary,
    columns: {
      ...recordColumns(source),
      activeTokenCount: summary.activeTokenCount,
      accessExpiresAt: summary.accessExpiresAt,
      accessExpiredAt: summary.accessExpiredAt,
    },
  };
}

/**
 * A row of selectCustomers' columns, in order, as the driver returns it (timestamps as text, as Drizzle's
 * drivers keep them).
 */
type CustomerRow = [
  id: string,
  resellerId: string,
  email: string,
  name: string,
  handbookCount: number,
  createdAt: string,
  suspendedAt: string | null,
  activeTokenCount: number | null,
  accessExpiresAt: string | null,
  accessExpiredAt: string | null,
];

/**
 * A customer row made a record. Drizzle's own mapping checks every field's kind on every row, which took
 * about a fifth of a 25-customer list's CPU in Node.
 */
function toRecord(row: unknown[]): CustomerRecord {
  const [id, resellerId, email, name, handbookCount, createdAt, suspendedAt, active, expiresAt, expiredAt] =
    row as CustomerRow;
  return {
    id,
    resellerId,
    email,
    name,
    handbookCount,
    createdAt: new Date(createdAt),
    suspendedAt: dateOrNull(suspendedAt),
    activeTokenCount: Number(active ?? 0),
    accessExpiresAt: dateOrNull(expiresAt),
    accessExpiredAt: dateOrNull(expiredAt),
  };
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** Prepares a statement that selects selectCustomers' columns, in that order; it returns records. */
function prepareRecords(db: Database, statement: { toSQL(): Query }, name: string) {
  return db._.session.prepareQuery<{ execute: CustomerRecord[]; all: unknown; values: unknown }>(
    statement.toSQL(),
    undefined,
    name,
    true,
    (rows) => (rows as unknown[][]).map(toRecord),
  );
}

type FilterShape = Pick<CustomerQuery, 'status'> & { search: unknown; access?: CustomerAccess | null };

/** How far ahead access "ends soon": the overview's window (accessEndingSoon), in days. */
export const ACCESS_ENDING_SOON_DAYS = 7;

/**
 * The access filter, on the stored end of a customer's access (access_ends_at, kept by the token triggers
 * from its active, unreplaced tokens): the column the overview counts from, so a figure and its list agree.
 */
function accessCondition(access: CustomerAccess): SQL {
  const ends = customers.accessEndsAt;
  switch (access) {
    case CustomerAccess.Active:
      return gt(ends, param.now);
    case CustomerAccess.EndingSoon:
      return and(gt(ends, param.now), lte(ends, param.soon))!;
    case CustomerAccess.None:
      return or(isNull(ends), lte(ends, param.now))!;
  }
}

/** Also the customer half of the tokens' search (see searchedTokenIds), with the same placeholders. */
export function customerFilter(query: FilterShape): SQL {
  const conditions: SQL[] = [eq(customers.resellerId, param.resellerId)];
  // Served by the trigram indexes on (reseller_id, name) and (reseller_id, email) and the primary key: a
  // BitmapOr of the three. A pasted userId matches exactly, never as a substring of other ids.
  if (query.search !== null)
    conditions.push(
      sql`(${customers.name} ilike ${param.pattern} or ${customers.email} ilike ${param.pattern} or ${customers.id} = ${param.exact})`,
    );
  if (query.status === CustomerStatus.Active) conditions.push(isNull(customers.suspendedAt));
  if (query.status === CustomerStatus.Suspended) conditions.push(isNotNull(customers.suspendedAt));
  if (query.access) conditions.push(accessCondition(query.access));
  return and(...conditions)!;
}

/** The values of the filter's placeholders. */
function filterParams(query: Pick<CustomerQuery, 'resellerId' | 'search'>, now: Date) {
  return {
    resellerId: query.resellerId,
    pattern: query.search === null ? null : likePattern(query.search),
    exact: query.search,
    now,
    soon: new Date(now.getTime() + ACCESS_ENDING_SOON_DAYS * 86_400_000),
  };
}

/** The `lost` sort key of the sorts that do not order by loss of access: a constant, which reads nothing. */
const NO_LOSS_ORDER = sql`null::timestamptz`;

const COLUMN_KEYS = {
  NAME: customers.name,
  EMAIL: customers.email,
  CREATED_AT: customers.createdAt,
  HANDBOOK_COUNT: customers.handbookCount,
} as const;

/**
 * The first page at the contract's default size, which nearly every visit asks for, has its limit written into
 * the statement (its offset, 0, stays bound). PostgreSQL then keeps one plan for that statement (from its sixth
 * call on a connection) rather than planning it on every call, about a third of the statement's CPU on the
 * database: a bound LIMIT is planned as a tenth of the rows, which keeps a plan made for the values cheaper
 * (tests/postgres/kept-plans.test.ts). Other pages bind their limit and offset.
 */
const isFirstDefaultPage = (query: Pick<CustomerQuery, 'offset' | 'limit'>) =>
  query.offset === 0 && query.limit === PAGE_LIMIT.default;

function pageLimit(query: CustomerQuery): Placeholder {
  if (!isFirstDefaultPage(query)) return param.limit;
  // Drizzle writes what it is given where it takes a placeholder; a number would be bound.
  return sql.raw(String(PAGE_LIMIT.default)) as unknown as Placeholder;
}

/**
 * The ids of one page, in order, with their sort key `k`. Only this query sees every customer of the
 * reseller; it reads no token columns, so an offset skips index entries and nothing else.
 *
 * Column sorts walk the (reseller_id, column, id) indexes in either direction: the columns are NOT NULL, and
 * `nulls last` is left out on purpose, since `desc nulls last` would not match a backward index scan and
 * would sort every customer. Token sorts aggregate the reseller's active tokens once (a range of the partial
 * unrevoked index) instead of one subquery per customer; customers without access sort last either way.
 */
function pageOf(db: Database, query: CustomerQuery) {
  const dir = query.direction === 'ASC' ? asc : desc;
  const filter = customerFilter(query);
  if (query.sort in COLUMN_KEYS) {
    const key = COLUMN_KEYS[query.sort as keyof typeof COLUMN_KEYS];
    // Emails are unique per reseller: the id would never break a tie, and (reseller_id, email) has no id.
    const tieBreak = query.sort === 'EMAIL' ? [] : [dir(customers.id)];
    return db
      .select({ id: customers.id, k: sql`${key}`.as('k'), lost: sql`${NO_LOSS_ORDER}`.as('lost') })
      .from(customers)
      .where(filter)
      .orderBy(dir(key), ...tieBreak)
      .limit(pageLimit(query))
      .offset(param.offset)
      .as('page');
  }
  const access = db
    .select({
      customerId: customerTokens.customerId,
      active: sql<number>`count(*)::int`.as('active'),
      expires: sql`max(${customerTokens.expiresAt})`.as('expires'),
    })
    .from(customerTokens)
    .where(
      and(
        eq(customerTokens.resellerId, param.resellerId),
        isNull(customerTokens.revokedAt),
        gt(customerTokens.expiresAt, param.now),
      ),
    )
    .groupBy(customerTokens.customerId)
    .as('access');
  const byCount = query.sort === 'ACTIVE_TOKEN_COUNT';
  const key = byCount ? sql`coalesce(${access.active}, 0)` : sql`${access.expires}`;
  // By access expiry, the customers without access follow in the order they lost it, the latest first, and
  // those who never had a token last: access_ends_at is the latest end of their tokens (an expiry, or a
  // revocation when sooner), stored, so no token is read for it.
  const lost = byCount ? NO_LOSS_ORDER : sql`${customers.accessEndsAt}`;
  const direction = query.direction === 'ASC' ? sql`asc` : sql`desc`;
  return db
    .select({ id: customers.id, k: sql`${key}`.as('k'), lost: sql`${lost}`.as('lost') })
    .from(customers)
    .leftJoin(access, eq(access.customerId, customers.id))
    .where(filter)
    .orderBy(sql`${key} ${direction} nulls last`, sql`${lost} desc nulls last`, dir(customers.id))
    .limit(pageLimit(query))
    .offset(param.offset)
    .as('page');
}

function prepareList(db: Database, query: CustomerQuery, name: string) {
  const page = pageOf(db, query);
  // Each id of the page is looked up by the primary key. The LIMIT keeps the lookup a subquery of its own, so
  // the planner cannot turn it into a join that reads every customer for a page of 25 (a hash join over a
  // sequential scan, below some thousands of customers), and it has one join order fewer to weigh whenever
  // it plans the statement (on every call, but for the first default page's: see isFirstDefaultPage).
  const customer = db
    .select(recordColumns(customers))
    .from(customers)
    .where(eq(customers.id, page.id))
    .limit(1)
    .as('customer');
  const { summary, columns } = selectCustomers(db, customer);
  const direction = query.direction === 'ASC' ? sql`asc` : sql`desc`;
  const statement = db
    .select(columns)
    .from(page)
    .innerJoinLateral(customer, sql`true`)
    .leftJoinLateral(summary, sql`true`)
    .orderBy(
      sql`${page.k} ${direction} nulls last`,
      sql`${page.lost} desc nulls last`,
      query.direction === 'ASC' ? asc(page.id) : desc(page.id),
    );
  return prepareRecords(db, statement, name);
}

const listStatements = preparedStatements<ReturnType<typeof prepareList>>();

export async function listCustomers(
  db: Database,
  query: CustomerQuery,
  now: Date,
): Promise<CustomerRecord[]> {
  const variant = `list_customers_${query.sort}_${query.direction}_${query.search ? 'search' : 'all'}_${query.status ?? 'any'}_${query.access ?? 'any'}${isFirstDefaultPage(query) ? '_first' : ''}`;
  // A search is planned with its pattern every time (an unnamed statement): whether the trigram indexes
  // or a walk in sort order is cheaper depends on how many customers the pattern matches.
  const statement = listStatements(db, variant.toLowerCase(), (name) =>
    prepareList(db, query, query.search ? '' : name),
  );
  return statement.execute({
    ...filterParams(query, now),
    limit: query.limit,
    offset: query.offset,
  });
}

const searchCountStatements = preparedStatements<ReturnType<typeof prepareCount>>();

type CountQuery = Pick<CustomerQuery, 'resellerId' | 'status' | 'search' | 'access'>;

function prepareCount(db: Database, query: CountQuery, name: string) {
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(customers)
    .where(customerFilter(query))
    .prepare(name);
}

/**
 * The reseller's customers that match a search or an access filter (and a status, if given). Without either
 * the totals are counted on the reseller row and arrive with the API key: see ResellerPrincipal. A search is
 * planned with its pattern every time, like the search's page; an access filter alone is a range of
 * (reseller_id, access_ends_at).
 */
export async function countMatchingCustomers(db: Database, query: CountQuery, now: Date): Promise<number> {
  const variant = `count_customers_${query.search === null ? 'all' : 'search'}_${query.status ?? 'any'}_${query.access ?? 'any'}`;
  const statement = searchCountStatements(db, variant.toLowerCase(), (name) =>
    prepareCount(db, query, query.search === null ? name : ''),
  );
  const [row] = await statement.execute(filterParams(query, now));
  return Number(row?.total ?? 0);
}

function prepareFind(db: Database, name: string) {
  const { summary, columns } = selectCustomers(db);
  const statement = db
    .select(columns)
    .from(customers)
    .leftJoinLateral(summary, sql`true`)
    .where(and(eq(customers.resellerId, param.resellerId), eq(customers.id, param.customerId)));
  return prepareRecords(db, statement, name);
}

const findStatements = preparedStatements<ReturnType<typeof prepareFind>>();

/** One of the reseller's customers; null for unknown ids and for other resellers' customers alike. */
export async function findCustomer(
  db: Database,
  resellerId: string,
  customerId: string,
  now: Date,
): Promise<CustomerRecord | null> {
  const statement = findStatements(db, 'find_customer', (name) => prepareFind(db, name));
  const [customer] = await statement.execute({ resellerId, customerId, now });
  return customer ?? null;
}

function prepareFindMany(db: Database, name: string) {
  const { summary, columns } = selectCustomers(db);
  const statement = db
    .select(columns)
    .from(customers)
    .leftJoinLateral(summary, sql`true`)
    .where(and(eq(customers.resellerId, param.resellerId), sql`${customers.id} = any(${param.customerIds})`));
  return prepareRecords(db, statement, name);
}

const findManyStatements = preparedStatements<ReturnType<typeof prepareFindMany>>();

/** Several of the reseller's customers in one query (a page of tokens shows theirs); unknown ids are left out. */
export async function findCustomers(
  db: Database,
  resellerId: string,
  customerIds: readonly string[],
  now: Date,
): Promise<CustomerRecord[]> {
  const statement = findManyStatements(db, 'find_customers', (name) => prepareFindMany(db, name));
  return statement.execute({ resellerId, customerIds: [...customerIds], now });
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

const owned = (resellerId: string, customerId: string) =>
  and(eq(customers.id, customerId), eq(customers.resellerId, resellerId));

/**
 * Changes a customer's email and/or name; false when the customer is unknown or another reseller's. An email
 * held by another of the reseller's customers throws DuplicateEmailError (the unique index decides, so two
 * concurrent changes cannot both take it).
 */
export async function updateCustomer(
  db: Database,
  resellerId: string,
  customerId: string,
  changes: { email?: string; name?: string },
): Promise<boolean> {
  try {
    const rows = await db
      .update(customers)
      .set(changes)
      .where(owned(resellerId, customerId))
      .returning({ id: customers.id });
    return rows.length > 0;
  } catch (error) {
    if (hasPgCode(error, PG_UNIQUE_VIOLATION)) throw new DuplicateEmailError();
    throw error;
  }
}

/**
 * Suspends or reactivates a customer; true when that changed its state. Idempotent: a suspended customer keeps
 * the moment its suspension began. The Customer API reads the state with every token (findTokenHolder), so it
 * applies on the next request.
 */
export async function setCustomerSuspended(
  db: Database,
  resellerId: string,
  customerId: string,
  suspended: boolean,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ suspendedAt: suspended ? now : null })
    .where(
      and(
        owned(resellerId, customerId),
        suspended ? isNull(customers.suspendedAt) : isNotNull(customers.suspendedAt),
      ),
    )
    .returning({ id: customers.id });
  return rows.length > 0;
}

/**
 * Deletes a customer for good; false when it is unknown, another reseller's or already deleted. One
 * statement, so one transaction: the foreign keys' ON DELETE CASCADE removes its handbooks and token records
 * with it, and the count triggers move the reseller's totals. Of two concurrent deletes, the second waits for
 * the first and then finds nothing to delete.
 */
export async function deleteCustomer(db: Database, resellerId: string, customerId: string): Promise<boolean> {
  const rows = await db
    .delete(customers)
    .where(owned(resellerId, customerId))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/** The reseller a customer belongs to, for the operator, who works across resellers; null when unknown. */
export async function findCustomerReseller(db: Database, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ resellerId: customers.resellerId })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.resellerId ?? null;
}
