import 'server-only';
import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open-store';
import { customers, handbooks } from '../db/schema';
import type { GeneratedHandbook } from './generate';
import { newId } from '../core/ids';
import { preparedStatements } from '../core/prepared';
import { POLICY_LIBRARY_VERSION } from './library-version';

export type HandbookRecord = typeof handbooks.$inferSelect;
/**
 * A handbook as a list returns it: its text (nearly all of the row, ~16 KB) and its policy keys only when a
 * field asks for them, and never the keys of the sections its last version changed, which no field reads.
 */
export type HandbookRow = Omit<HandbookRecord, 'sections' | 'policies' | 'changedSectionKeys'> &
  Partial<Pick<HandbookRecord, 'sections' | 'policies'>>;

/** What a list loads beyond each handbook's summary. */
export interface ListedParts {
  text: boolean;
  policies: boolean;
}

const { sections, policies, changedSectionKeys: _changes, ...summaryColumns } = getTableColumns(handbooks);

function prepareList(db: Database, parts: ListedParts, name: string) {
  return db
    .select({
      ...summaryColumns,
      ...(parts.policies ? { policies } : {}),
      ...(parts.text ? { sections } : {}),
    })
    .from(handbooks)
    .where(eq(handbooks.customerId, sql.placeholder('customerId')))
    .orderBy(desc(handbooks.createdAt), desc(handbooks.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

const listStatements = preparedStatements<ReturnType<typeof prepareList>>();

export function listHandbooks(
  db: Database,
  customerId: string,
  page: { offset: number; limit: number },
  parts: ListedParts,
): Promise<HandbookRow[]> {
  const name = `list_handbooks${parts.policies ? '_with_policies' : ''}${parts.text ? '_with_text' : ''}`;
  return listStatements(db, name, (n) => prepareList(db, parts, n)).execute({ customerId, ...page });
}

/**
 * Who may see a handbook: the customer it belongs to (Customer API), or that customer's reseller (Reseller
 * API). Anyone else's handbook is as unknown as an id that never existed.
 */
export type HandbookOwner = { customerId: string } | { resellerId: string };

export function ownedBy(owner: HandbookOwner): SQL {
  if ('customerId' in owner) return eq(handbooks.customerId, owner.customerId);
  // Correlated on the customer's primary key: one index probe, whatever the reseller's size.
  return sql`exists (select 1 from ${customers} where ${customers.id} = ${handbooks.customerId} and ${customers.resellerId} = ${owner.resellerId})`;
}

export async function findHandbook(
  db: Database,
  owner: HandbookOwner,
  handbookId: string,
): Promise<HandbookRecord | null> {
  const [row] = await db
    .select()
    .from(handbooks)
    .where(and(eq(handbooks.id, handbookId), ownedBy(owner)));
  return row ?? null;
}

/**
 * How many handbooks a customer holds, with its row locked until the transaction `tx` ends (null when the
 * customer is gone): of two generations for one customer the second waits and reads the count the first
 * left, so no two can pass the cap together, and the customer cannot be deleted before the insert.
 */
export async function lockHandbookCount(tx: Database, customerId: string): Promise<number | null> {
  const [row] = await tx
    .select({ count: customers.handbookCount })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('no key update');
  return row?.count ?? null;
}

/**
 * Stores a generated handbook for a customer locked by `lockHandbookCount` in the same transaction. The
 * customer's handbook count follows by trigger (migration 0007).
 */
export async function insertHandbook(
  tx: Database,
  customerId: string,
  generated: GeneratedHandbook,
  now: Date,
): Promise<HandbookRecord> {
  const [row] = await tx
    .insert(handbooks)
    .values({
      id: newId('hb'),
      customerId,
      title: generated.title,
      companyName: generated.companyName,
      country: generated.country,
      region: generated.region,
      employeeCount: generated.employeeCount,
      effectiveDate: generated.effectiveDate,
      policies: generated.policies,
      sections: generated.sections,
      createdAt: now,
      updatedAt: now,
      version: 1,
      libraryVersion: POLICY_LIBRARY_VERSION,
      changedSectionKeys: [],
    })
    .returning();
  return row!;
}

/**
 * Deletes one handbook and returns the customer it belonged to; null when it is unknown or not the owner's.
 * The count follows by trigger.
 */
export async function deleteHandbook(
  db: Database,
  owner: HandbookOwner,
  handbookId: string,
): Promise<{ customerId: string } | null> {
  const [deleted] = await db
    .delete(handbooks)
    .where(and(eq(handbooks.id, handbookId), ownedBy(owner)))
    .returning({ customerId: handbooks.customerId });
  return deleted ?? null;
}
