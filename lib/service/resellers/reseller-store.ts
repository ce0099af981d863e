import 'server-only';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { ApiKeyRole } from '../../contract/staff-roles';
import { apiKeyHint, generateApiKey, hashApiKey } from './api-keys';
import type { Database } from '../db/open-store';
import { apiKeys, resellers } from '../db/schema';
import { newId } from '../core/ids';
import { preparedStatements } from '../core/prepared';

export type ResellerRecord = typeof resellers.$inferSelect;

export interface ApiKeySummary {
  id: string;
  resellerId: string;
  name: string;
  role: ApiKeyRole;
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

/**
 * Every reseller with its count of unrevoked keys. A join, not a subquery in the select list: a query of one
 * table has Drizzle write its columns without their table, and the subquery's `"reseller_id" = "id"` then
 * compared the key table with itself (every count was 0).
 */
export function listResellers(db: Database) {
  return db
    .select({
      id: resellers.id,
      name: resellers.name,
      createdAt: resellers.createdAt,
      activeKeys: sql<number>`(count(${apiKeys.id}) filter (where ${apiKeys.revokedAt} is null))::int`,
    })
    .from(resellers)
    .leftJoin(apiKeys, eq(apiKeys.resellerId, resellers.id))
    .groupBy(resellers.id)
    .orderBy(asc(resellers.createdAt), asc(resellers.id));
}

const summaryColumns = {
  id: apiKeys.id,
  resellerId: apiKeys.resellerId,
  name: apiKeys.name,
  // The column holds ApiKeyRole values only: issueApiKey writes nothing else, and the migration wrote ADMIN.
  role: sql<ApiKeyRole>`${apiKeys.role}`,
  hint: apiKeys.hint,
  createdAt: apiKeys.createdAt,
  revokedAt: apiKeys.revokedAt,
  lastUsedAt: apiKeys.lastUsedAt,
};

/** Who holds a new key and what it may do. */
export interface ApiKeyHolder {
  name: string;
  role: ApiKeyRole;
}

/** What every key from before staff keys became (migration 0015): a reseller's own key, with every right. */
export const PRIMARY_KEY: ApiKeyHolder = { name: 'Primary key', role: ApiKeyRole.Admin };

export async function issueApiKey(
  db: Database,
  resellerId: string,
  holder: ApiKeyHolder,
  now: Date,
): Promise<IssuedApiKey> {
  const key = generateApiKey();
  const [row] = await db
    .insert(apiKeys)
    .values({
      id: newId('key'),
      resellerId,
      ...holder,
      keyHash: hashApiKey(key),
      hint: apiKeyHint(key),
      createdAt: now,
    })
    .returning(summaryColumns);
  return { ...row!, key };
}

function selectKeys(db: Database, where: SQL | undefined): Promise<ApiKeySummary[]> {
  return db
    .select(summaryColumns)
    .from(apiKeys)
    .where(where)
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}

/** A reseller's keys, oldest first, revoked ones included. */
export function listApiKeys(db: Database, resellerId: string): Promise<ApiKeySummary[]> {
  return selectKeys(db, eq(apiKeys.resellerId, resellerId));
}

/** One key of a reseller, as a list of one (or none): what a key's holder sees of the team without ADMIN. */
export function listOwnApiKey(db: Database, resellerId: string, keyId: string): Promise<ApiKeySummary[]> {
  return selectKeys(db, and(eq(apiKeys.resellerId, resellerId), eq(apiKeys.id, keyId)));
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
  const [row] = await db.select(summaryColumns).from(apiKeys).where(eq(apiKeys.id, keyId));
  return row ? { ...row, revokedNow: revoked.length > 0 } : null;
}

/**
 * One of a reseller's keys, the reseller's row locked for the rest of the transaction: two admins revoking
 * each other's keys at once take turns, so the second sees the first's revocation and the last admin key
 * stays. Null when the reseller has no key of that id.
 */
export async function lockResellerKey(
  tx: Database,
  resellerId: string,
  keyId: string,
): Promise<ApiKeySummary | null> {
  await tx.select({ id: resellers.id }).from(resellers).where(eq(resellers.id, resellerId)).for('update');
  const [row] = await selectKeys(tx, and(eq(apiKeys.resellerId, resellerId), eq(apiKeys.id, keyId)));
  return row ?? null;
}

/** How many of a reseller's keys work with the ADMIN role. */
export async function countActiveAdminKeys(db: Database, resellerId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(
      and(eq(apiKeys.resellerId, resellerId), eq(apiKeys.role, ApiKeyRole.Admin), isNull(apiKeys.revokedAt)),
    );
  return Number(row?.total ?? 0);
}

export interface ActiveKey {
  keyId: string;
  keyHash: string;
  keyHint: string;
  keyName: string;
  role: ApiKeyRole;
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
      keyName: apiKeys.name,
      role: summaryColumns.role,
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
