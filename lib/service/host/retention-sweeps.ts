import 'server-only';
import { errorFields, log } from '../../http/log';
import { sweepActivity } from '../activity/retention';
import type { Clock } from '../core/context';
import type { Database } from '../db/open-store';
import { sweepUsage } from '../usage/retention';
import { dropEndedPreviousSecrets } from '../webhooks/endpoint-store';
import { sweepDeliveries } from '../webhooks/retention';
import { timedRound } from '../../telemetry/timed-round';

export interface RetentionDays {
  activity: number;
  webhooks: number;
  usage: number;
}

export interface SweptCounts {
  /** Activity events deleted past HANDBOOK_ACTIVITY_RETENTION_DAYS. */
  sweptEvents: number;
  /** Webhook deliveries deleted past HANDBOOK_WEBHOOK_RETENTION_DAYS. */
  sweptDeliveries: number;
  /** Hourly usage counts deleted past HANDBOOK_USAGE_RETENTION_DAYS. */
  sweptUsage: number;
}

/** One sweep, logged as `<name>.retention_swept` or `<name>.retention_failed`; a failure counts as none. */
async function sweepLogged(name: string, sweep: () => Promise<number>): Promise<number> {
  try {
    const deleted = await sweep();
    if (deleted > 0) log('info', `${name}.retention_swept`, { deleted });
    return deleted;
  } catch (error) {
    log('error', `${name}.retention_failed`, errorFields(error));
    return 0;
  }
}

/**
 * The retention sweeps, one after the other; each deletes in batches. Several instances may sweep at once:
 * a deletion is the same whoever makes it.
 */
export function sweepRetention(db: Database, now: Date, days: RetentionDays): Promise<SweptCounts> {
  return timedRound('retention', async () => {
    // Not retention, but as periodic: a rotated-out secret is kept sealed no longer than its overlap.
    await sweepLogged('webhook_secret', () => dropEndedPreviousSecrets(db, now));
    return {
      sweptEvents: await sweepLogged('activity', () => sweepActivity(db, now, days.activity)),
      sweptDeliveries: await sweepLogged('webhook', () => sweepDeliveries(db, now, days.webhooks)),
      sweptUsage: await sweepLogged('usage', () => sweepUsage(db, now, days.usage)),
    };
  });
}

// Retention counts in days: an hourly sweep keeps nothing more than an hour past its time.
const SWEEP_INTERVAL_MS = 3_600_000;

/**
 * Runs the retention sweeps (sweepRetention) at start and then every hour, in a long-lived server process
 * (`timers` mode, runtime.ts); returns a stop function. In `cron` mode the cron route runs them instead.
 */
export function startRetentionSweeps(sweep: (now: Date) => Promise<unknown>, clock: Clock): () => void {
  void sweep(clock());
  const timer = setInterval(() => void sweep(clock()), SWEEP_INTERVAL_MS);
  // The sweeps never keep a process alive (the command line, a test) on their own.
  timer.unref();
  return () => clearInterval(timer);
}
