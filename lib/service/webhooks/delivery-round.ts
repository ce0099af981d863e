import 'server-only';
import { errorFields, log } from '../../http/log';
import type { Clock } from '../core/context';
import type { Database } from '../db/open-store';
import { WebhookDeliveryStatus } from '../generated/reseller-types';
import { attemptSpan, countAttempt } from './attempt-telemetry';
import { claimDueDeliveries, recordAttempt, releaseClaim, type ClaimedDelivery } from './delivery-store';
import type { SecretBox } from '../core/dependencies';
import { pause } from './pause';
import { disableEndpoint } from './disable-endpoint';
import { DELIVERY_TIMEOUT_MS, type AttemptOutcome, type WebhookSender } from './send-webhook';
import { signedHeaders } from './signing';

export interface DeliveryRoundDeps {
  db: Database;
  secretBox: SecretBox;
  sender: WebhookSender;
  clock: Clock;
  /** HANDBOOK_WEBHOOK_DISABLE_AFTER_DAYS: days of failures only after which an endpoint is disabled. */
  disableAfterDays: number;
}

export interface DeliveryRoundLimits {
  /** How long the round may last: no attempt starts that could outlive it. */
  roundMs: number;
  /** Attempts under way at once. */
  concurrency: number;
  /** Attempts of one reseller under way at once: its slow receivers hold this many places at most. */
  perReseller: number;
  /** How often to look for newly due deliveries while attempts are under way. */
  pollMs: number;
  /** Only these deliveries (what a request has just queued), when given: others wait for their driver. */
  only?: readonly string[];
}

export const DEFAULT_ROUND_LIMITS = {
  concurrency: 16,
  perReseller: 4,
  pollMs: 1_000,
} as const satisfies Partial<DeliveryRoundLimits>;

export interface DeliveryRoundCounts {
  /** Attempts answered with a 2xx. */
  delivered: number;
  /** Attempts that were not (the delivery is retried later, or FAILED after its last). */
  failed: number;
}

// A claim outlives the longest attempt by a wide margin; only a dead process lets one lapse.
const LEASE_MS = DELIVERY_TIMEOUT_MS * 6;

/**
 * The secrets to sign with: the current one, then the previous one while a rotation's overlap lasts. Null
 * when the current one cannot be opened; a previous one that cannot is left out (the new one still signs).
 */
async function secretsOf(
  secretBox: SecretBox,
  { endpointId, sealedSecret, previousSealedSecret }: ClaimedDelivery,
): Promise<[string, ...string[]] | null> {
  const open = (sealed: string) =>
    secretBox.open(sealed).catch((error: unknown) => {
      log('error', 'webhook.secret_unreadable', { endpointId, ...errorFields(error) });
      return null;
    });
  const current = await open(sealedSecret);
  if (current === null) return null;
  const previous = previousSealedSecret === null ? null : await open(previousSealedSecret);
  return previous === null ? [current] : [current, previous];
}

/**
 * Records an attempt's outcome, and disables its endpoint when the outcome meets a rule of endpoint-health.ts
 * (the disabling decides among instances: disable-endpoint.ts). The status recorded, or null when the claim
 * had lapsed.
 */
async function recordOutcome(
  { db, clock, disableAfterDays }: DeliveryRoundDeps,
  claim: ClaimedDelivery,
  outcome: AttemptOutcome,
): Promise<WebhookDeliveryStatus | null> {
  const recorded = await recordAttempt(db, claim, outcome, clock(), disableAfterDays);
  if (recorded?.disable && (await disableEndpoint(db, claim.endpointId, recorded.disable, clock())))
    log('warn', 'webhook.endpoint_disabled', { endpointId: claim.endpointId, reason: recorded.disable });
  return recorded?.status ?? null;
}

/** One attempt of one claimed delivery; the status recorded, or null when none was (cut short, or lapsed). */
async function attempt(
  deps: DeliveryRoundDeps,
  claim: ClaimedDelivery,
  signal: AbortSignal,
): Promise<WebhookDeliveryStatus | null> {
  const { db, secretBox, sender, clock } = deps;
  const secrets = await secretsOf(secretBox, claim);
  if (!secrets) return recordOutcome(deps, claim, { failure: 'UNREACHABLE' });
  const outcome = await attemptSpan(new URL(claim.url), () =>
    sender.send(
      {
        account: claim.resellerId,
        url: claim.url,
        headers: signedHeaders(secrets, claim.messageId, clock(), claim.payload),
        body: claim.payload,
      },
      signal,
    ),
  );
  // Cut short by a stop: not the receiver's failure, so it does not count against the delivery's retries.
  if ('failure' in outcome && signal.aborted) {
    await releaseClaim(db, claim, clock());
    return null;
  }
  const status = await recordOutcome(deps, claim, outcome);
  if (status !== null) countAttempt(status);
  if (status !== WebhookDeliveryStatus.Delivered)
    log('warn', 'webhook.attempt_failed', {
      deliveryId: claim.id,
      endpointId: claim.endpointId,
      attempt: claim.attempts,
      ...outcome,
      ...(status === WebhookDeliveryStatus.Failed ? { final: true } : {}),
    });
  return status;
}

/**
 * Delivers one bounded round: a pool of at most `concurrency` attempts, refilled as each ends (never a batch
 * waiting for its slowest member), claimed fairly across resellers (delivery-store.ts). The round ends when
 * nothing is due and nothing is under way, or when no further attempt could end before `roundMs`; every
 * attempt it started has ended by then (the sender's deadline). `signal` cuts attempts short and gives their
 * deliveries back. A failure to claim ends the round once its attempts have ended, and is thrown.
 */
export async function deliverRound(
  deps: DeliveryRoundDeps,
  limits: DeliveryRoundLimits,
  signal: AbortSignal,
): Promise<DeliveryRoundCounts> {
  const ends = Date.now() + limits.roundMs;
  const counts: DeliveryRoundCounts = { delivered: 0, failed: 0 };
  const running = new Set<Promise<void>>();
  const busy = new Map<string, number>();

  function start(claim: ClaimedDelivery) {
    busy.set(claim.resellerId, (busy.get(claim.resellerId) ?? 0) + 1);
    const done: Promise<void> = attempt(deps, claim, signal)
      .then((status) => {
        if (status === WebhookDeliveryStatus.Delivered) counts.delivered++;
        else if (status !== null) counts.failed++;
      })
      .catch((error: unknown) => log('error', 'webhook.record_failed', errorFields(error)))
      .finally(() => {
        running.delete(done);
        const left = (busy.get(claim.resellerId) ?? 1) - 1;
        if (left > 0) busy.set(claim.resellerId, left);
        else busy.delete(claim.resellerId);
      });
    running.add(done);
  }

  try {
    for (;;) {
      const room = limits.concurrency - running.size;
      const mayStart = !signal.aborted && Date.now() + DELIVERY_TIMEOUT_MS <= ends;
      const claimed = mayStart
        ? await claimDueDeliveries(deps.db, deps.clock(), {
            limit: room,
            leaseMs: LEASE_MS,
            perReseller: limits.perReseller,
            busy,
            only: limits.only,
          })
        : [];
      claimed.forEach(start);
      if (running.size === 0) return counts;
      // A place frees up when an attempt ends; deliveries may fall due meanwhile.
      const polled = new AbortController();
      const waits = [...running];
      if (mayStart && claimed.length < room)
        waits.push(pause(limits.pollMs, AbortSignal.any([signal, polled.signal])));
      await Promise.race(waits);
      polled.abort();
    }
  } finally {
    await Promise.all(running);
  }
}
