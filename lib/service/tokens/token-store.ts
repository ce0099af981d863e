import 'server-only';
import { and, asc, eq, gt, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, union } from 'drizzle-orm/pg-core';
import type { Database } from '../db/open-store';
import { customers, customerTokens } from '../db/schema';
import { TokenStatus } from '../generated/reseller-types';
import { newId } from '../core/ids';
import { customerFilter } from '../customers/customer-store';
import { likePattern } from '../core/like-pattern';
import { hasPgCode, PG_FOREIGN_KEY_VIOLATION } from '../core/pg-errors';
import { preparedStatements } from '../core/prepared';

export type TokenRecord = typeof customerTokens.$inferSelect;

export function tokenStatus(token: Pick<TokenRecord, 'revokedAt' | 'expiresAt'>, now: Date): TokenStatus {
  if (token.revokedAt) return TokenStatus.Revoked;
  return token.expiresAt.getTime() <= now.getTime() ? TokenStatus.Expired : TokenStatus.Active;
}

export interface TokenQuery {
  resellerId: string;
  customerId: string | null;
  status: TokenStatus | null;
  expiringWithinDays: number | null;
  /** False leaves out the tokens already replaced by a renewal, as the overview's figures count. */
  includeRenewed: boolean;
  search: string | null;
  offset: number;
  limit: number;
}

const DAY_MS = 86_400_000;

const param = {
  resellerId: sql.placeholder('resellerId'),
  customerId: sql.placeholder('customerId'),
  now: sql.placeholder('now'),
  horizon: sql.placeholder('horizon'),
  pattern: sql.placeholder('pattern'),
  exact: sql.placeholder('exact'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/** Which conditions a query has: each combination is its own prepared statement. */
function variantOf(query: TokenQuery): string {
  const expiring = query.expiringWithinDays === null ? 'any' : 'expiring';
  const search = query.search === null ? '' : '_search';
  const renewed = query.includeRenewed ? '' : '_unrenewed';
  return `${query.customerId ? 'customer' : 'reseller'}_${(query.status ?? 'all').toLowerCase()}_${expiring}${search}${renewed}`;
}

const matched = alias(customerTokens, 'matched');

/**
 * The ids of the reseller's tokens that a search finds: by their customer's name or email (a substring, through
 * the customers' trigram indexes) or exact userId, and by their own label (a substring, through the label's
 * trigram index) or exact tokenId. A union, so that each part uses its own indexes.
 */
function searchedTokenIds(db: Database) {
  const byCustomer = db
    .select({ id: matched.id })
    .from(customers)
    .innerJoin(matched, eq(matched.customerId, customers.id))
    .where(customerFilter({ search: true, status: null }));
  const byToken = db
    .select({ id: matched.id })
    .from(matched)
    .where(
      and(
        eq(matched.resellerId, param.resellerId),
        or(ilike(matched.label, param.pattern), eq(matched.id, param.exact)),
      ),
    );
  return union(byCustomer, byToken);
}

function tokenFilter(db: Database, query: TokenQuery): SQL {
  const conditions: SQL[] = [eq(customerTokens.resellerId, param.resellerId)];
  if (query.search !== null) conditions.push(inArray(customerTokens.id, searchedTokenIds(db)));
  if (query.customerId) conditions.push(eq(customerTokens.customerId, param.customerId));
  if (query.status === TokenStatus.Revoked) conditions.push(isNotNull(customerTokens.revokedAt));
  if (query.status === TokenStatus.Expired)
    conditions.push(isNull(customerTokens.revokedAt), lte(customerTokens.expiresAt, param.now));
  if (query.status === TokenStatus.Active || query.expiringWithinDays !== null)
    conditions.push(isNull(customerTokens.revokedAt), gt(customerTokens.expiresAt, param.now));
  if (query.expiringWithinDays !== null) conditions.push(lte(customerTokens.expiresAt, param.horizon));
  if (!query.includeRenewed) conditions.push(isNull(customerTokens.renewedById));
  return and(...conditions)!;
}

function tokenParams(query: TokenQuery, now: Date) {
  const days = query.expiringWithinDays ?? 0;
  return {
    resellerId: query.resellerId,
    customerId: query.customerId,
    now,
    horizon: new Date(now.getTime() + days * DAY_MS),
    pattern: query.search === null ? null : likePattern(query.search),
    exact: query.search,
    limit: query.limit,
    offset: query.offset,
  };
}

const listStatements = preparedStatements<ReturnType<typeof prepareList>>();
const countStatements = preparedStatements<ReturnType<typeof prepareCount>>();

// Unrevoked, unexpired filters are answered by the partial index customer_tokens_reseller_unrevoked_expiry_idx.
function prepareList(db: Database, query: TokenQuery, name: string) {
  return db
    .select()
    .from(customerTokens)
    .where(tokenFilter(db, query))
    .orderBy(asc(customerTokens.expiresAt), asc(customerTokens.id))
    .limit(param.limit)
    .offset(param.offset)
    .prepare(name);
}

function prepareCount(db: Database, query: TokenQuery, name: string) {
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(customerTokens)
    .where(tokenFilter(db, query))
    .prepare(name);
}

// A search is planned with its pattern every time (an unnamed statement), as the customers' search is: how
// many rows a pattern matches decides between the trigram indexes and a walk in expiry order.
const statementName = (query: TokenQuery, name: string) => (query.search === null ? name : '');

export function listTokens(db: Database, query: TokenQuery, now: Date): Promise<TokenRecord[]> {
  const statement = listStatements(db, `list_tokens_${variantOf(query)}`, (name) =>
    prepareList(db, query, statementName(query, name)),
  );
  return statement.execute(tokenParams(query, now));
}

export async function countTokens(db: Database, query: TokenQuery, now: Date): Promise<number> {
  const statement = countStatements(db, `count_tokens_${variantOf(query)}`, (name) =>
    prepareCount(db, query, statementName(query, name)),
  );
  const [row] = await statement.execute(tokenParams(query, now));
  return Number(row?.total ?? 0);
}

const insertStatements = preparedStatements<ReturnType<typeof prepareInsert>>();

function prepareInsert(db: Database, name: string) {
  return db
    .insert(customerTokens)
    .values({
      id: sql.placeholder('id'),
      resellerId: sql.placeholder('resellerId'),
      customerId: sql.placeholder('customerId'),
      lifetimeSeconds: sql.placeholder('lifetimeSeconds'),
      label: sql.placeholder('label'),
      renewedFromId: sql.placeholder('renewedFromId'),
      issuedAt: sql.placeholder('issuedAt'),
      expiresAt: sql.placeholder('expiresAt'),
    })
    .returning()
    .prepare(name);
}

/**
 * Records a new token; null when its customer was deleted meanwhile (the foreign key refuses the row, so a
 * deleted customer never gets an orphan token). Whether the customer may have a token is the caller's rule:
 * see issueCustomerToken.
 */
export async function insertToken(
  db: Database,
  input: {
    resellerId: string;
    customerId: string;
    lifetimeSeconds: number;
    label: string | null;
    /** The token this one replaces, for a renewal. */
    renewedFromId?: string;
  },
  now: Date,
): Promise<TokenRecord | null> {
  const statement = insertStatements(db, 'insert_token', (name) => prepareInsert(db, name));
  try {
    const [row] = await statement.execute({
      id: newId('tok'),
      ...input,
      renewedFromId: input.renewedFromId ?? null,
      issuedAt: now,
      expiresAt: new Date(now.getTime() + input.lifetimeSeconds * 1000),
    });
    return row!;
  } catch (error) {
    if (hasPgCode(error, PG_FOREIGN_KEY_VIOLATION)) return null;
    throw error;
  }
}

/**
 * Revokes some of the reseller's tokens, all or none, within the caller's transaction `tx`: their records in
 * the order of `tokenIds` (each id once), and which of them this call revoked; null, with nothing revoked,
 * when any id is unknown or another reseller's. Idempotent: a revoked token keeps the moment it was first
 * revoked. See revoke-customer-tokens.ts.
 */
export async function revokeTokens(
  tx: Database,
  resellerId: string,
  tokenIds: readonly string[],
  now: Date,
): Promise<{ records: TokenRecord[]; revokedIds: string[] } | null> {
  const ids = [...new Set(tokenIds)];
  const mine = and(eq(customerTokens.resellerId, resellerId), inArray(customerTokens.id, ids));
  // Locked in id order, so two calls with overlapping lists wait for each other instead of deadlocking.
  const found = await tx
    .select({ id: customerTokens.id, revokedAt: customerTokens.revokedAt })
    .from(customerTokens)
    .where(mine)
    .orderBy(asc(customerTokens.id))
    .for('no key update');
  if (found.length !== ids.length) return null;
  const rows = await tx
    .update(customerTokens)
    .set({ revokedAt: sql`coalesce(${customerTokens.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(mine)
    .returning();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const wereRevoked = new Set(found.filter((token) => token.revokedAt !== null).map((token) => token.id));
  return {
    records: ids.map((id) => byId.get(id)!),
    revokedIds: ids.filter((id) => !wereRevoked.has(id)),
  };
}

/** What a renewal reads of the token it replaces, and of its customer. */
export type RenewableToken = TokenRecord & { customerSuspendedAt: Date | null };

/**
 * One of the reseller's tokens with its customer's suspension, both locked until the transaction `tx` ends:
 * the customer first (against its deletion), then the token (against a second renewal or a revocation), the
 * order in which a customer's deletion takes them, so the two never deadlock. Null when unknown.
 */
export async function lockTokenForRenewal(
  tx: Database,
  resellerId: string,
  tokenId: string,
): Promise<RenewableToken | null> {
  const mine = and(eq(customerTokens.id, tokenId), eq(customerTokens.resellerId, resellerId));
  const [customer] = await tx
    .select({ suspendedAt: customers.suspendedAt })
    .from(customers)
    .where(
      and(
        eq(customers.resellerId, resellerId),
        inArray(customers.id, tx.select({ id: customerTokens.customerId }).from(customerTokens).where(mine)),
      ),
    )
    .for('key share');
  if (!customer) return null;
  const [token] = await tx.select().from(customerTokens).where(mine).for('no key update');
  return token ? { ...token, customerSuspendedAt: customer.suspendedAt } : null;
}

/** Marks a token as renewed by another and ends it as the renewal decided (revoked, or expiring sooner). */
export async function retireToken(
  tx: Database,
  tokenId: string,
  changes: { renewedById: string; revokedAt?: Date; expiresAt?: Date },
): Promise<void> {
  await tx.update(customerTokens).set(changes).where(eq(customerTokens.id, tokenId));
}

/**
 * Sets a token's label within the caller's transaction `tx`, the row locked first so that the answer says
 * truly whether this call changed it; null when the token is unknown or another reseller's.
 */
export async function setTokenLabel(
  tx: Database,
  resellerId: string,
  tokenId: string,
  label: string | null,
): Promise<{ record: TokenRecord; changed: boolean } | null> {
  const mine = and(eq(customerTokens.resellerId, resellerId), eq(customerTokens.id, tokenId));
  const [found] = await tx.select().from(customerTokens).where(mine).for('no key update');
  if (!found) return null;
  if (found.label === label) return { record: found, changed: false };
  const [record] = await tx.update(customerTokens).set({ label }).where(mine).returning();
  return { record: record!, changed: true };
}

/** The reseller a token belongs to, for the operator, who works across resellers; null when unknown. */
export async function findTokenReseller(db: Database, tokenId: string): Promise<string | null> {
  const [row] = await db
    .select({ resellerId: customerTokens.resellerId })
    .from(customerTokens)
    .where(eq(customerTokens.id, tokenId));
  return row?.resellerId ?? null;
}

export interface TokenHolder {
  tokenId: string;
  customerId: string;
  resellerId: string;
  expiresAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  /** Set while the customer is suspended: its tokens are then refused. */
  suspendedAt: Date | null;
  /** The customer's handbooks, read with the token: a list's total costs no extra query. */
  handbookCount: number;
}

const holderStatements = preparedStatements<ReturnType<typeof prepareHolder>>();
const touchStatements = preparedStatements<ReturnType<typeof prepareTouch>>();

function prepareHolder(db: Database, name: string) {
  return db
    .select({
      tokenId: customerTokens.id,
      customerId: customers.id,
      resellerId: customers.resellerId,
      expiresAt: customerTokens.expiresAt,
      revokedAt: customerTokens.revokedAt,
      lastUsedAt: customerTokens.lastUsedAt,
      suspendedAt: customers.suspendedAt,
      handbookCount: customers.handbookCount,
    })
    .from(customerTokens)
    .innerJoin(customers, eq(customers.id, customerTokens.customerId))
    .where(
      and(
        eq(customerTokens.id, sql.placeholder('tokenId')),
        eq(customerTokens.customerId, sql.placeholder('customerId')),
      ),
    )
    .prepare(name);
}

/**
 * The token row with its customer, as the Customer API needs it to accept a JWT; null when either is gone.
 * Read on every Customer API request (no cache: a revocation, suspension or deletion takes effect at once on
 * every instance), hence prepared.
 */
export async function findTokenHolder(
  db: Database,
  tokenId: string,
  customerId: string,
): Promise<TokenHolder | null> {
  const statement = holderStatements(db, 'find_token_holder', (name) => prepareHolder(db, name));
  const [row] = await statement.execute({ tokenId, customerId });
  return row ?? null;
}

function prepareTouch(db: Database, name: string) {
  return db
    .update(customerTokens)
    .set({ lastUsedAt: sql`${sql.placeholder('now')}::timestamptz` })
    .where(eq(customerTokens.id, sql.placeholder('tokenId')))
    .prepare(name);
}

export async function touchToken(db: Database, tokenId: string, now: Date): Promise<void> {
  await touchStatements(db, 'touch_token', (name) => prepareTouch(db, name)).execute({
    tokenId,
    now: now.toISOString(),
  });
}
