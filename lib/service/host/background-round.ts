import 'server-only';
import { errorFields, log } from '../../http/log';
import {
  DEFAULT_ROUND_LIMITS,
  deliverRound,
  type DeliveryRoundCounts,
  type DeliveryRoundDeps,
} from '../webhooks/delivery-round';
import { scanTokenExpiries } from '../webhooks/expiry-scan';
import { sweepRetention, type RetentionDays, type SweptCounts } from './retention-sweeps';
import { timedRound } from '../../telemetry/timed-round';

/** What every driver of background work needs: the delivery round's, the scan's and the sweeps' settings. */
export interface BackgroundDeps extends DeliveryRoundDeps {
  noticeDays: readonly number[];
  retentionDays: RetentionDays;
}

/** What one round did: the cron route's answer. */
export interface BackgroundCounts extends DeliveryRoundCounts, SweptCounts {
  /** `token.expiring` and `token.expired` events the expiry scan queued. */
  queuedNotices: number;
}

/** The expiry scan, logged as the timers' scan is; a failure queues nothing and is tried next round. */
export async function queueExpiryNotices(deps: BackgroundDeps): Promise<number> {
  try {
    return await timedRound('expiry_scan', () => scanTokenExpiries(deps.db, deps.noticeDays, deps.clock()));
  } catch (error) {
    log('error', 'webhook.scan_failed', errorFields(error));
    return 0;
  }
}

/**
 * The deliveries due now (or only `only`), within `roundMs`, `concurrency` at once (the default round's
 * otherwise); a failure to claim is logged, not thrown.
 */
export async function deliverDue(
  deps: BackgroundDeps,
  roundMs: number,
  signal: AbortSignal,
  {
    only,
    concurrency = DEFAULT_ROUND_LIMITS.concurrency,
  }: { only?: readonly string[]; concurrency?: number } = {},
): Promise<DeliveryRoundCounts> {
  try {
    return await timedRound('deliveries', () =>
      deliverRound(deps, { ...DEFAULT_ROUND_LIMITS, roundMs, only, concurrency }, signal),
    );
  } catch (error) {
    log('error', 'webhook.deliver_failed', errorFields(error));
    return { delivered: 0, failed: 0 };
  }
}

/**
 * One bounded round of all background work, for a process that runs only while it answers (the cron
 * route): the expiry scan first, so that its notices go out in this round, then the sweeps, then the due
 * deliveries and retries with what is left of `roundMs` (no attempt starts that could outlive it).
 */
export async function runBackgroundRound(
  deps: BackgroundDeps,
  roundMs: number,
  signal: AbortSignal,
): Promise<BackgroundCounts> {
  const ends = Date.now() + roundMs;
  const queuedNotices = await queueExpiryNotices(deps);
  const swept = await sweepRetention(deps.db, deps.clock(), deps.retentionDays);
  const delivered = await deliverDue(deps, ends - Date.now(), signal);
  return { ...delivered, queuedNotices, ...swept };
}
