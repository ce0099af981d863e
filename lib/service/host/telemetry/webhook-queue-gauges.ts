import 'server-only';
import type { BatchObservableCallback } from '@opentelemetry/api';
import { instruments } from '../../../telemetry/instruments';
import type { Clock } from '../../core/context';
import type { Database } from '../../db/open-store';
import { queueStats, type QueueStats } from '../../webhooks/queue-stats';

// A reading serves every export within this time: in `cron` mode each answer flushes the metrics, and the
// queue must not cost a query per request.
const READ_AT_MOST_EVERY_MS = 10_000;

/**
 * `handbook.webhook.queue.size` and `handbook.webhook.queue.oldest_age` (seconds): read with one query when
 * metrics are exported, never on a request's path. Every instance reports the same queue (it is in the
 * database): aggregate them with max, not sum.
 */
export function watchWebhookQueue(db: Database, clock: Clock): () => void {
  const { meter } = instruments();
  const size = meter.createObservableGauge('handbook.webhook.queue.size', {
    description: 'Webhook deliveries waiting for an attempt.',
  });
  const oldestAge = meter.createObservableGauge('handbook.webhook.queue.oldest_age', {
    description: 'How long the longest-waiting webhook delivery has waited.',
    unit: 's',
  });
  let last: { at: number; stats: QueueStats } | null = null;
  const observe: BatchObservableCallback = async (observer) => {
    const now = clock().getTime();
    if (!last || now - last.at >= READ_AT_MOST_EVERY_MS) last = { at: now, stats: await queueStats(db) };
    const { stats } = last;
    observer.observe(size, stats.size);
    observer.observe(
      oldestAge,
      stats.oldestQueuedAt ? Math.max(0, (now - stats.oldestQueuedAt.getTime()) / 1_000) : 0,
    );
  };
  meter.addBatchObservableCallback(observe, [size, oldestAge]);
  return () => meter.removeBatchObservableCallback(observe, [size, oldestAge]);
}
