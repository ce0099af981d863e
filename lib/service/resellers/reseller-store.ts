import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { apiKeyHint, generateApiKey, hashApiKey } from '../auth/api-keys';
import type { Database } from '../db/open-store';
import { apiKeys, resellers } from '../db/schema';
import { newId } from '../core/ids';
import { preparedStatements } from '../core/prepared';

export type ResellerRecord = typeof resellers.$inferSelect;

export interface ApiKeySummary {
  id: string;
  resellerId: string;
  hint: string;
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

export interface IssuedApiKey extends ApiKeySummary {
  /** The key itself: shown once, never stored. */
  key: string;
}

export async function createReseller(db: Database, name: string, now: Date): Promise<ResellerRecord> {
  const [row] = await db
    .insert(resellers)
    .values({ id: newId('rsl'), name, createdAt: now })
    .returning();
  return row!;
}

export async function findReseller(db: Database, id: string): Promise<ResellerRecord | null> {
  const [row] = await db.select().from(resellers).where(eq(resellers.id, id));
  return row ?? null;
}

export function listResellers(db: Database) {
  return db
    .select({
      id: resellers.id,
      name: resellers.name,
      createdAt: resellers.createdAt,
      activeKeys: sql<number>`(select count(*)::int from ${apiKeys} where ${apiKeys.resellerId} = ${resellers.id} and ${apiKeys.revokedAt} is null)`,
    })
    .from(resellers)
    .orderBy(asc(resellers.createdAt), asc(resellers.id));
}

export async function issueApiKey(db: Database, resellerId: string, now: Date): Promise<IssuedApiKey> {
  const key = generateApiKey();
  const [row] = await db
    .insert(apiKeys)
    .values({ id: newId('key'), resellerId, keyHash: hashApiKey(key), hint: apiKeyHint(key), createdAt: now })
    .returning();
  const { keyHash: _hash, ...summary } = row!;
  return { ...summary, key };
}

export function listApiKeys(db: Database, resellerId: string): Promise<ApiKeySummary[]> {
  return db
    .select({
      id: apiKeys.id,
      resellerId: apiKeys.resellerId,
      hint: apiKeys.hint,
      createdAt: apiKeys.createdAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.resellerId, resellerId))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}

/**
 * Revokes a key; null when no such key exists. Revoking twice keeps the first revocation time: `revokedNow`
 * says whether this call revoked it.
 */
export async function revokeApiKey(
  db: Database,
  keyId: string,
  now: Date,
): Promise<(ApiKeySummary & { revokedNow: boolean }) | null> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, keyId));
  if (!row) return null;
  const { keyHash: _hash, ...summary } = row;
  return { ...summary, revokedNow: revoked.length > 0 };
}

export interface ActiveKey {
  keyId: string;
  keyHash: string;
  keyHint: string;
  resellerId: string;
  lastUsedAt: Date | null;
  /** The reseller's customers, read with the key: a list's total without a search costs no extra query. */
  customerCount: number;
  /** The suspended ones among them, for the totals of a status filter. */
  suspendedCustomerCount: number;
}

function prepareActiveKey(db: Database, name: string) {
  return db
    .select({
      keyId: apiKeys.id,
      keyHash: apiKeys.keyHash,
      keyHint: apiKeys.hint,
      resellerId: apiKeys.resellerId,
      lastUsedAt: apiKeys.lastUsedAt,
      customerCount: resellers.customerCount,
      suspendedCustomerCount: resellers.suspendedCustomerCount,
    })
    .from(apiKeys)
    .innerJoin(resellers, eq(resellers.id, apiKeys.resellerId))
    .where(and(eq(apiKeys.keyHash, sql.placeholder('keyHash')), isNull(apiKeys.revokedAt)))
    .prepare(name);
}

const activeKeyStatements = preparedStatements<ReturnType<typeof prepareActiveKey>>();

/** Read on every Reseller API request, hence prepared. */
export async function findActiveKeyByHash(db: Database, keyHash: string): Promise<ActiveKey | null> {
  const statement = activeKeyStatements(db, 'find_active_key', (name) => prepareActiveKey(db, name));
  const [row] = await statement.execute({ keyHash });
  return row ?? null;
}

export async function touchApiKey(db: Database, keyId: string, now: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, keyId));
}
