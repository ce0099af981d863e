import 'server-only';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../db/open-store';
import { customers, handbooks } from '../db/schema';
import type { GeneratedHandbook } from '../handbooks/generate';
import { newId } from '../ids';
import { preparedStatements } from './prepared';

export type HandbookRecord = typeof handbooks.$inferSelect;
/** A handbook as a list returns it: the text only when asked for, as it is nearly all of the row (~16 KB). */
export type HandbookRow = Omit<HandbookRecord, 'sections'> & { sections?: HandbookRecord['sections'] };

const { sections: _text, ...summaryColumns } = getTableColumns(handbooks);

function prepareList(db: Database, withText: boolean, name: string) {
  return db
    .select(withText ? getTableColumns(handbooks) : summaryColumns)
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
  withText: boolean,
): Promise<HandbookRow[]> {
  const name = withText ? 'list_handbooks_with_text' : 'list_handbooks';
  return listStatements(db, name, (n) => prepareList(db, withText, n)).execute({ customerId, ...page });
}

export async function findHandbook(
  db: Database,
  customerId: string,
  handbookId: string,
): Promise<HandbookRecord | null> {
  const [row] = await db
    .select()
    .from(handbooks)
    .where(and(eq(handbooks.id, handbookId), eq(handbooks.customerId, customerId)));
  return row ?? null;
}

export function insertHandbook(
  db: Database,
  customerId: string,
  generated: GeneratedHandbook,
  now: Date,
): Promise<HandbookRecord> {
  // The counter on the customer moves in the same transaction as the row, so the two never disagree.
  return db.transaction(async (tx) => {
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
      })
      .returning();
    await tx
      .update(customers)
      .set({ handbookCount: sql`${customers.handbookCount} + 1` })
      .where(eq(customers.id, customerId));
    return row!;
  });
}

export function deleteHandbook(db: Database, customerId: string, handbookId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(handbooks)
      .where(and(eq(handbooks.id, handbookId), eq(handbooks.customerId, customerId)))
      .returning({ id: handbooks.id });
    if (deleted.length === 0) return false;
    await tx
      .update(customers)
      .set({ handbookCount: sql`${customers.handbookCount} - 1` })
      .where(eq(customers.id, customerId));
    return true;
  });
}
