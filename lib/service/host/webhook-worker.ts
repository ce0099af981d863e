import 'server-only';
import { errorFields, log } from '../../http/log';
import { resealSecrets } from '../webhooks/reseal-secrets';
import type { Clock } from '../core/context';
import type { Database } from '../db/open-store';
import { releaseAllClaims } from '../webhooks/delivery-store';
import { DEFAULT_ROUND_LIMITS, deliverRound, type DeliveryRoundLimits } from '../webhooks/delivery-round';
import { scanTokenExpiries } from '../webhooks/expiry-scan';
import { pause } from '../webhooks/pause';
import type { SecretBox } from '../core/dependencies';
import type { WebhookSender } from '../webhooks/send-webhook';
import { timedRound } from '../../telemetry/timed-round';

export interface WebhookWorkerOptions {
  db: Database;
  secretBox: SecretBox;
  sender: WebhookSender;
  noticeDays: readonly number[];
  scanSeconds: number;
  /** HANDBOOK_WEBHOOK_DISABLE_AFTER_DAYS (delivery-round.ts). */
  disableAfterDays: number;
  /**
   * True for the embedded store, which no other process can open: a claim found at start was left by a
   * process that died mid-attempt, and its delivery is due again at once rather than when the claim lapses.
   */
  soleProcess: boolean;
  clock?: Clock;
  /** How often to look for due deliveries when there were none. */
  pollMs?: number;
  /** Attempts under way at once, in all and per reseller (webhooks/delivery-round.ts). */
  concurrency?: number;
  perReseller?: number;
}

export interface WebhookWorker {
  /** Stops scanning and claiming, cuts attempts under way short (giving their deliveries back) and waits. */
  stop(): Promise<void>;
}

// Rounds of a long-lived process can be long: a round ends early once nothing is due, and only a round
// that ends while an attempt hangs makes new attempts wait for it (up to the sender's deadline).
const TIMER_ROUND_MS = 10 * 60_000;

/**
 * Delivers the outbox and runs the expiry scan on timers, in a long-lived server process (`timers` mode:
 * runtime.ts starts one per process; the command line never does; `cron` mode runs the same functions from
 * after() and the cron route instead). Several instances on one PostgreSQL share the work through the
 * claims of webhooks/delivery-store.ts and the scan's row lock.
 */
export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { db, secretBox, sender } = options;
  const clock = options.clock ?? (() => new Date());
  const limits: DeliveryRoundLimits = {
    roundMs: TIMER_ROUND_MS,
    concurrency: options.concurrency ?? DEFAULT_ROUND_LIMITS.concurrency,
    perReseller: options.perReseller ?? DEFAULT_ROUND_LIMITS.perReseller,
    pollMs: options.pollMs ?? DEFAULT_ROUND_LIMITS.pollMs,
  };
  const stopping = new AbortController();

  async function deliverLoop(): Promise<void> {
    if (options.soleProcess) await releaseAllClaims(db, clock()).catch(() => undefined);
    while (!stopping.signal.aborted) {
      try {
        const { delivered, failed } = await timedRound('deliveries', () =>
          deliverRound(
            { db, secretBox, sender, clock, disableAfterDays: options.disableAfterDays },
            limits,
            stopping.signal,
          ),
        );
        // A round that found work ends when the work does: look again at once.
        if (delivered + failed > 0) continue;
      } catch (error) {
        log('error', 'webhook.deliver_failed', errorFields(error));
      }
      await pause(limits.pollMs, stopping.signal);
    }
  }

  async function scanLoop(): Promise<void> {
    await resealSecrets(db, secretBox).catch((error: unknown) =>
      log('error', 'webhook.reseal_failed', errorFields(error)),
    );
    while (!stopping.signal.aborted) {
      try {
        await timedRound('expiry_scan', () => scanTokenExpiries(db, options.noticeDays, clock()));
      } catch (error) {
        log('error', 'webhook.scan_failed', errorFields(error));
      }
      await pause(options.scanSeconds * 1_000, stopping.signal);
    }
  }

  const running = Promise.all([deliverLoop(), scanLoop()]);
  return {
    stop: async () => {
      stopping.abort();
      await running;
      sender.close();
    },
  };
}
