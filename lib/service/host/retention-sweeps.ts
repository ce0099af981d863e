import 'server-only';
import type { Clock } from '../core/context';

// Retention counts in days: an hourly sweep keeps nothing more than an hour past its time.
const SWEEP_INTERVAL_MS = 3_600_000;

/**
 * Runs the retention sweeps (background/sweep-retention.ts) at start and then every hour, in a long-lived
 * server process (`timers` mode, lib/service/server.ts); returns a stop function. In `cron` mode the cron
 * route runs them instead.
 */
export function startRetentionSweeps(sweep: (now: Date) => Promise<unknown>, clock: Clock): () => void {
  void sweep(clock());
  const timer = setInterval(() => void sweep(clock()), SWEEP_INTERVAL_MS);
  // The sweeps never keep a process alive (the command line, a test) on their own.
  timer.unref();
  return () => clearInterval(timer);
}
