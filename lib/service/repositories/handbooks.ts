import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open-store';
import { customers, handbooks } from '../db/schema';
import type { GeneratedHandbook } from '../handbooks/generate';
import { newId } from '../ids';

export type HandbookRecord = typeof handbooks.$inferSelect;

export function listHandbooks(db: Database, customerId: string, offset: number, limit: number) {
  return db
    .select()
    .from(handbooks)
    .where(eq(handbooks.customerId, customerId))
    .orderBy(desc(handbooks.createdAt), desc(handbooks.id))
    .limit(limit)
    .offset(offset);
}

export async function countHandbooks(db: Database, customerId: string): Promise<number> {
  const [row] = await db
    .select({ count: customers.handbookCount })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.count ?? 0;
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
