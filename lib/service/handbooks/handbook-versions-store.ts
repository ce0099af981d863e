import 'server-only';
import { and, asc, count, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/open-store';
import { customers, handbooks, handbookVersions, type StoredSection } from '../db/schema';
import { ownedBy, type HandbookOwner, type HandbookRecord, type HandbookRow } from './handbook-store';
import { POLICY_LIBRARY_VERSION } from './library-version';

const currentColumns = {
  version: handbooks.version,
  createdAt: handbooks.updatedAt,
  libraryVersion: handbooks.libraryVersion,
  changedSectionKeys: handbooks.changedSectionKeys,
};
const earlierColumns = {
  version: handbookVersions.version,
  createdAt: handbookVersions.createdAt,
  libraryVersion: handbookVersions.libraryVersion,
  changedSectionKeys: handbookVersions.changedSectionKeys,
};

/** One entry of a handbook's history (`HandbookVersion`). */
export interface HandbookVersionSummary {
  version: number;
  createdAt: Date;
  libraryVersion: string;
  changedSectionKeys: string[];
}

/** The current version's entry, read off the handbook's own row. */
export const currentVersionOf = (h: HandbookRecord): HandbookVersionSummary => ({
  version: h.version,
  createdAt: h.updatedAt,
  libraryVersion: h.libraryVersion,
  changedSectionKeys: h.changedSectionKeys,
});

/**
 * The whole history of some handbooks, newest first within each, keyed by handbook id: the current version
 * from the handbook's row, the earlier ones from `handbook_versions`.
 */
export async function listVersions(
  db: Database,
  handbookIds: readonly string[],
): Promise<Map<string, HandbookVersionSummary[]>> {
  const ids = [...handbookIds];
  const [current, earlier] = await Promise.all([
    db
      .select({ handbookId: handbooks.id, ...currentColumns })
      .from(handbooks)
      .where(inArray(handbooks.id, ids)),
    db
      .select({ handbookId: handbookVersions.handbookId, ...earlierColumns })
      .from(handbookVersions)
      .where(inArray(handbookVersions.handbookId, ids))
      .orderBy(desc(handbookVersions.version)),
  ]);
  const byHandbook = new Map<string, HandbookVersionSummary[]>();
  for (const { handbookId, ...entry } of [...current, ...earlier]) {
    byHandbook.set(handbookId, [...(byHandbook.get(handbookId) ?? []), entry]);
  }
  return byHandbook;
}

/**
 * One version of a handbook as a whole handbook: the current row itself, or the row with an earlier
 * version's text and facts (its `updatedAt` being when that version was written). Null when there is none.
 */
export async function findHandbookVersion(
  db: Database,
  owner: HandbookOwner,
  handbookId: string,
  version: number,
): Promise<HandbookRecord | null> {
  const [row] = await db
    .select({ handbook: getTableColumns(handbooks), earlier: getTableColumns(handbookVersions) })
    .from(handbooks)
    .leftJoin(
      handbookVersions,
      and(eq(handbookVersions.handbookId, handbooks.id), eq(handbookVersions.version, version)),
    )
    .where(and(eq(handbooks.id, handbookId), ownedBy(owner)));
  if (!row) return null;
  if (row.handbook.version === version) return row.handbook;
  if (!row.earlier) return null;
  const { handbookId: _id, createdAt, ...earlier } = row.earlier;
  return { ...row.handbook, ...earlier, updatedAt: createdAt };
}

/** The handbooks among `ids` that `owner` holds, locked until the transaction `tx` ends. */
export function lockHandbooks(tx: Database, owner: HandbookOwner, ids: readonly string[]) {
  return tx
    .select()
    .from(handbooks)
    .where(and(inArray(handbooks.id, [...ids]), ownedBy(owner)))
    .for('update');
}

/** A handbook's next version, as a regeneration writes it. */
export interface NextVersion {
  handbookId: string;
  sections: StoredSection[];
  changedSectionKeys: string[];
}

/**
 * Moves the current versions of `previous` (locked by `lockHandbooks`) into the history and writes `next` in
 * their place, written from the current library at `now`.
 */
export async function writeNextVersions(
  tx: Database,
  previous: readonly HandbookRecord[],
  next: readonly NextVersion[],
  now: Date,
): Promise<HandbookRecord[]> {
  if (next.length === 0) return [];
  await tx
    .insert(handbookVersions)
    .values(previous.map((h) => ({ handbookId: h.id, sections: h.sections, ...currentVersionOf(h) })));
  // One statement for the lot: the new texts travel as one JSON array, joined to their rows by id.
  const rows = sql`jsonb_to_recordset(${JSON.stringify(next)}::jsonb) as next("handbookId" text, sections jsonb, "changedSectionKeys" jsonb)`;
  return tx
    .update(handbooks)
    .set({
      sections: sql`next.sections`,
      changedSectionKeys: sql`next."changedSectionKeys"`,
      libraryVersion: POLICY_LIBRARY_VERSION,
      version: sql`${handbooks.version} + 1`,
      updatedAt: now,
    })
    .from(rows)
    .where(sql`${handbooks.id} = next."handbookId"`)
    .returning(getTableColumns(handbooks));
}

const outdatedOf = (resellerId: string) =>
  and(eq(customers.resellerId, resellerId), ne(handbooks.libraryVersion, POLICY_LIBRARY_VERSION));

/** One page of the reseller's handbooks written from another library, oldest library first, without text. */
export function listOutdatedHandbooks(
  db: Database,
  resellerId: string,
  page: { offset: number; limit: number },
): Promise<HandbookRow[]> {
  const { sections: _text, ...summary } = getTableColumns(handbooks);
  return db
    .select(summary)
    .from(handbooks)
    .innerJoin(customers, eq(customers.id, handbooks.customerId))
    .where(outdatedOf(resellerId))
    .orderBy(asc(handbooks.libraryVersion), asc(handbooks.updatedAt), asc(handbooks.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countOutdatedHandbooks(db: Database, resellerId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(handbooks)
    .innerJoin(customers, eq(customers.id, handbooks.customerId))
    .where(outdatedOf(resellerId));
  return row?.total ?? 0;
}
