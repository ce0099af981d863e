import 'server-only';
import type { Database } from '../db/open-store';
import { webhookDeliveries } from '../db/schema';
import { deletePastRetention } from '../core/delete-past-retention';

/**
 * Deletes the deliveries created more than `retentionDays` ago, whatever their status (the last retry comes
 * about 35 hours after an event); returns how many went.
 */
export function sweepDeliveries(db: Database, now: Date, retentionDays: number): Promise<number> {
  const rows = { table: webhookDeliveries, id: webhookDeliveries.id, time: webhookDeliveries.createdAt };
  return deletePastRetention(db, rows, now, retentionDays);
}
