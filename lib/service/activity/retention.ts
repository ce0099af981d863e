import 'server-only';
import type { Database } from '../db/open-store';
import { activityEvents } from '../db/schema';
import { deletePastRetention } from '../core/delete-past-retention';

/** Deletes the events older than `retentionDays`; returns how many went. The only deletion of the trail. */
export function sweepActivity(db: Database, now: Date, retentionDays: number): Promise<number> {
  const rows = { table: activityEvents, id: activityEvents.id, time: activityEvents.occurredAt };
  return deletePastRetention(db, rows, now, retentionDays);
}
