import 'server-only';
import { and, asc, eq, gt, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open-store';
import { customers, customerTokens } from '../db/schema';
import { newId } from '../ids';

export type TokenRecord = typeof customerTokens.$inferSelect;
export type TokenStatus = 'ACTIVE' | 'EXPIRED' | 'REVOKED';

export function tokenStatus(token: Pick<TokenRecord, 'revokedAt' | 'expiresAt'>, now: Date): TokenStatus {
  if (token.revokedAt) return 'REVOKED';
  return token.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : 'ACTIVE';
}

export interface TokenQuery {
  resellerId: string;
  customerId: string | null;
  status: TokenStatus | null;
  expiringWithinDays: number | null;
  offset: number;
  limit: number;
}

const DAY_MS = 86_400_000;

function tokenFilter(query: TokenQuery, now: Date): SQL {
  const conditions: SQL[] = [eq(customerTokens.resellerId, query.resellerId)];
  if (query.customerId) conditions.push(eq(customerTokens.customerId, query.customerId));
  if (query.status === 'REVOKED') conditions.push(isNotNull(customerTokens.revokedAt));
  if (query.status === 'EXPIRED')
    conditions.push(isNull(customerTokens.revokedAt), lte(customerTokens.expiresAt, now));
  if (query.status === 'ACTIVE')
    conditions.push(isNull(customerTokens.revokedAt), gt(customerTokens.expiresAt, now));
  if (query.expiringWithinDays !== null) {
    const horizon = new Date(now.getTime() + query.expiringWithinDays * DAY_MS);
    conditions.push(isNull(customerTokens.revokedAt), gt(customerTokens.expiresAt, now));
    conditions.push(lte(customerTokens.expiresAt, horizon));
  }
  return and(...conditions)!;
}

export function listTokens(db: Database, query: TokenQuery, now: Date): Promise<TokenRecord[]> {
  return db
    .select()
    .from(customerTokens)
    .where(tokenFilter(query, now))
    .orderBy(asc(customerTokens.expiresAt), asc(customerTokens.id))
    .limit(query.limit)
    .offset(query.offset);
}

export async function countTokens(db: Database, query: TokenQuery, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(customerTokens)
    .where(tokenFilter(query, now));
  return Number(row?.total ?? 0);
}

export async function insertToken(
  db: Database,
  input: { resellerId: string; customerId: string; lifetimeSeconds: number },
  now: Date,
): Promise<TokenRecord> {
  const [row] = await db
    .insert(customerTokens)
    .values({
      id: newId('tok'),
      ...input,
      issuedAt: now,
      expiresAt: new Date(now.getTime() + input.lifetimeSeconds * 1000),
    })
    .returning();
  return row!;
}

/** Revokes one of the reseller's tokens; null when unknown or another reseller's. Idempotent. */
export async function revokeToken(
  db: Database,
  resellerId: string,
  tokenId: string,
  now: Date,
): Promise<TokenRecord | null> {
  const mine = and(eq(customerTokens.id, tokenId), eq(customerTokens.resellerId, resellerId));
  await db
    .update(customerTokens)
    .set({ revokedAt: now })
    .where(and(mine, isNull(customerTokens.revokedAt)));
  const [row] = await db.select().from(customerTokens).where(mine);
  return row ?? null;
}

export interface TokenHolder {
  tokenId: string;
  customerId: string;
  resellerId: string;
  expiresAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

/** The token row with its customer, as the Customer API needs it to accept a JWT; null when either is gone. */
export async function findTokenHolder(
  db: Database,
  tokenId: string,
  customerId: string,
): Promise<TokenHolder | null> {
  const [row] = await db
    .select({
      tokenId: customerTokens.id,
      customerId: customers.id,
      resellerId: customers.resellerId,
      expiresAt: customerTokens.expiresAt,
      revokedAt: customerTokens.revokedAt,
      lastUsedAt: customerTokens.lastUsedAt,
    })
    .from(customerTokens)
    .innerJoin(customers, eq(customers.id, customerTokens.customerId))
    .where(and(eq(customerTokens.id, tokenId), eq(customerTokens.customerId, customerId)));
  return row ?? null;
}

export async function touchToken(db: Database, tokenId: string, now: Date): Promise<void> {
  await db.update(customerTokens).set({ lastUsedAt: now }).where(eq(customerTokens.id, tokenId));
}
