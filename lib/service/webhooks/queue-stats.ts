import 'server-only';
import { count, eq, min } from 'drizzle-orm';
import type { Database } from '../db/open-store';
import { webhookDeliveries } from '../db/schema';
import { WebhookDeliveryStatus } from '../generated/reseller-types';

export interface QueueStats {
  /** Deliveries waiting for an attempt (their first or a retry). */
  size: number;
  /** When the longest-waiting of them was queued; null when none waits. */
  oldestQueuedAt: Date | null;
}

/** The outbox's depth in one statement, over the partial index of waiting deliveries. */
export async function queueStats(db: Database): Promise<QueueStats> {
  const [row] = await db
    .select({ size: count(), oldest: min(webhookDeliveries.createdAt) })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.status, WebhookDeliveryStatus.Pending));
  return { size: row?.size ?? 0, oldestQueuedAt: row?.oldest ?? null };
}
