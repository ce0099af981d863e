import 'server-only';
import { errorFields, log } from '../../http/log';
import type { Clock } from '../context';
import type { Database } from '../db/open-store';
import { deleteActivityBefore } from './activity-store';

const DAY_MS = 86_400_000;
// Retention counts in days: an hourly sweep keeps no event more than an hour past its time.
const SWEEP_INTERVAL_MS = 3_600_000;

/** Deletes the events older than `retentionDays`; returns how many went. The only deletion of the trail. */
export function sweepActivity(db: Database, now: Date, retentionDays: number): Promise<number> {
  return deleteActivityBefore(db, new Date(now.getTime() - retentionDays * DAY_MS));
}

/**
 * Sweeps at start and then every hour, in the server process (lib/service/server.ts); returns a stop
 * function. Several instances on one PostgreSQL may sweep at once: a deletion is the same whoever makes it.
 */
export function startActivityRetention(db: Database, retentionDays: number, clock: Clock): () => void {
  const sweep = async () => {
    try {
      const deleted = await sweepActivity(db, clock(), retentionDays);
      if (deleted > 0) log('info', 'activity.retention_swept', { deleted });
    } catch (error) {
      log('error', 'activity.retention_failed', errorFields(error));
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  // The sweep never keeps a process alive (the command line, a test) on its own.
  timer.unref();
  return () => clearInterval(timer);
}
