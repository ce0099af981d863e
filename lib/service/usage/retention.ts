import 'server-only';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/open-store';
import { rowsOf } from '../db/rows-of';
import { customerUsage, customerUsageMonths, resellerUsageDays, tokenUsageDays } from '../db/schema';

const DAY_MS = 86_400_000;

/**
 * Deletes the counts of hours older than `retentionDays`, a batch at a time (the rows have no single-column
 * id, so a batch is named by its rows' physical addresses, found through the hour index); returns how many went.
 * The rollups go with them: the days and the months that ended before the cutoff.
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
    if (gone < batchSize) break;
  }
  // A day or a month goes once it has ended before the cutoff: until then its sums stay whole.
  const ended = (unit: 'day' | 'month') => sql`date_trunc(${unit}, ${cutoff}::timestamptz, 'UTC')`;
  await db.delete(tokenUsageDays).where(lt(tokenUsageDays.day, ended('day')));
  await db.delete(resellerUsageDays).where(lt(resellerUsageDays.day, ended('day')));
  await db.delete(customerUsageMonths).where(lt(customerUsageMonths.month, ended('month')));
  return deleted;
}
