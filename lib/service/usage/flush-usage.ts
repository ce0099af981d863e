import 'server-only';
import { errorFields, log } from '../../http/log';
import type { Database } from '../db/open-store';
import type { UsageCounter } from './usage-counter';
import { writeUsage } from './write-usage';

/**
 * Writes what the counter holds, one flush at a time: a flush asked for while one runs waits for it and then
 * writes what came since, so the last flush at shutdown writes everything. A failed write puts the counts back
 * for the next flush (logged, never thrown: the drivers call this from timers and after the answer).
 */
export function createUsageFlush(db: Database, counter: UsageCounter): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();

  async function flushOnce(): Promise<void> {
    if (!counter.pending) return;
    const counts = counter.drain();
    try {
      await writeUsage(db, counts);
    } catch (error) {
      counter.restore(counts);
      log('error', 'usage.flush_failed', { rows: counts.length, ...errorFields(error) });
    }
  }

  return () => (running = running.then(flushOnce));
}
