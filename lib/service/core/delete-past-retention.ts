import 'server-only';
import { inArray, lt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/open-store';

const DAY_MS = 86_400_000;

/**
 * Deletes a table's rows whose `time` is more than `retentionDays` before `now`, a batch at a time, so that a
 * first sweep over a large backlog never holds one long transaction; returns how many went.
 */
export async function deletePastRetention(
  db: Database,
  rows: { table: PgTable; id: PgColumn; time: PgColumn },
  now: Date,
  retentionDays: number,
  batchSize = 5_000,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let deleted = 0;
  for (;;) {
    const batch = db.select({ id: rows.id }).from(rows.table).where(lt(rows.time, cutoff)).limit(batchSize);
    const gone = await db.delete(rows.table).where(inArray(rows.id, batch)).returning({ id: rows.id });
    deleted += gone.length;
    if (gone.length < batchSize) return deleted;
  }
}
