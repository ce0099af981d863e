import 'server-only';
import { errorFields, log } from '../http/log';
import type { Clock } from './core/context';

// Retention counts in days: an hourly sweep keeps nothing more than an hour past its time.
const SWEEP_INTERVAL_MS = 3_600_000;

/** What one sweep deletes, named for its log lines (`<name>.retention_swept`). */
export interface RetentionSweep {
  name: string;
  /** Deletes what is past retention at `now`; returns how many rows went. */
  sweep(now: Date): Promise<number>;
}

/**
 * Runs every sweep at start and then every hour, in the server process (lib/service/server.ts); returns a
 * stop function. Several instances on one PostgreSQL may sweep at once: a deletion is the same whoever
 * makes it.
 */
export function startRetentionSweeps(sweeps: readonly RetentionSweep[], clock: Clock): () => void {
  const runAll = async () => {
    for (const { name, sweep } of sweeps) {
      try {
        const deleted = await sweep(clock());
        if (deleted > 0) log('info', `${name}.retention_swept`, { deleted });
      } catch (error) {
        log('error', `${name}.retention_failed`, errorFields(error));
      }
    }
  };
  void runAll();
  const timer = setInterval(() => void runAll(), SWEEP_INTERVAL_MS);
  // The sweeps never keep a process alive (the command line, a test) on their own.
  timer.unref();
  return () => clearInterval(timer);
}
