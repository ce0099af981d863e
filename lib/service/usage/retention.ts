import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open-store';
import { rowsOf } from '../db/rows-of';
import { customerUsage } from '../db/schema';

const DAY_MS = 86_400_000;

/**
 * Deletes the counts of hours older than `retentionDays`, a batch at a time (the rows have no single-column
 * id, so a batch is named by its rows' physical addresses, found through the hour index); returns how many went.
 */
export async function sweepUsage(
  db: Database,
  now: Date,
  retentionDays: number,
  batchSize = 5_000,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const u = customerUsage;
  let deleted = 0;
  for (;;) {
    const [row] = await rowsOf<{ gone: number }>(
      db,
      sql`with gone as (delete from ${u} where ctid in (
          select ctid from ${u} where ${u.hour} < ${cutoff}::timestamptz limit ${batchSize}) returning 1)
        select count(*)::int as gone from gone`,
    );
    const gone = row?.gone ?? 0;
    deleted += gone;
    if (gone < batchSize) return deleted;
  }
}
