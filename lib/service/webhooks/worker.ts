import 'server-only';
import { errorFields, log } from '../../http/log';
import type { Clock } from '../context';
import type { Database } from '../db/open-store';
import { WebhookDeliveryStatus } from '../generated/reseller-types';
import {
  claimDueDeliveries,
  recordAttempt,
  releaseAllClaims,
  releaseClaim,
  type ClaimedDelivery,
} from './deliveries';
import { listSealedSecrets, replaceSealedSecret } from './endpoints';
import { scanTokenExpiries } from './expiry-scan';
import type { SecretBox } from './secret-box';
import { DELIVERY_TIMEOUT_MS, type WebhookSender } from './send-webhook';
import { signedHeaders } from './signing';

export interface WebhookWorkerOptions {
  db: Database;
  secretBox: SecretBox;
  sender: WebhookSender;
  noticeDays: readonly number[];
  scanSeconds: number;
  /**
   * True for the embedded store, which no other process can open: a claim found at start was left by a
   * process that died mid-attempt, and its delivery is due again at once rather than when the claim lapses.
   */
  soleProcess: boolean;
  clock?: Clock;
  /** How often to look for due deliveries when there were none. */
  pollMs?: number;
  /** Deliveries claimed (and sent in parallel) at once. */
  batchSize?: number;
}

export interface WebhookWorker {
  /** Stops scanning and claiming, cuts attempts under way short (giving their deliveries back) and waits. */
  stop(): Promise<void>;
}

// A claim outlives the longest attempt by a wide margin; only a dead process lets one lapse.
const LEASE_MS = DELIVERY_TIMEOUT_MS * 6;

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

interface AttemptDeps {
  db: Database;
  secretBox: SecretBox;
  sender: WebhookSender;
  clock: Clock;
  /** The worker's stop: an attempt cut short by it gives its delivery back. */
  signal: AbortSignal;
}

/** One attempt at one claimed delivery: signed, sent, and its outcome recorded (or the claim given back). */
async function attemptDelivery(
  { db, secretBox, sender, clock, signal }: AttemptDeps,
  claim: ClaimedDelivery,
): Promise<void> {
  let secret: string;
  try {
    secret = await secretBox.open(claim.sealedSecret);
  } catch (error) {
    log('error', 'webhook.secret_unreadable', { endpointId: claim.endpointId, ...errorFields(error) });
    await recordAttempt(db, claim, { failure: 'UNREACHABLE' }, clock());
    return;
  }
  const outcome = await sender.send(
    {
      url: claim.url,
      headers: signedHeaders(secret, claim.messageId, clock(), claim.payload),
      body: claim.payload,
    },
    signal,
  );
  // Cut short by stop(): not the receiver's failure, so it does not count against the delivery's retries.
  if ('failure' in outcome && signal.aborted) return releaseClaim(db, claim, clock());
  const status = await recordAttempt(db, claim, outcome, clock());
  if (status !== WebhookDeliveryStatus.Delivered)
    log('warn', 'webhook.attempt_failed', {
      deliveryId: claim.id,
      endpointId: claim.endpointId,
      attempt: claim.attempts,
      ...outcome,
      ...(status === WebhookDeliveryStatus.Failed ? { final: true } : {}),
    });
}

/** Secrets sealed under an older key of the ring move to the current one (see secret-box.ts). */
async function resealSecrets(db: Database, secretBox: SecretBox): Promise<void> {
  for (const { id, sealedSecret } of await listSealedSecrets(db)) {
    if (!secretBox.isStale(sealedSecret)) continue;
    await replaceSealedSecret(db, id, sealedSecret, await secretBox.seal(await secretBox.open(sealedSecret)));
  }
}

/**
 * Delivers the outbox and runs the expiry scan, in the server process (lib/service/server.ts starts one per
 * process; the command line never does). Several instances on one PostgreSQL share the work through the
 * claims of deliveries.ts and the scan's row lock.
 */
export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { db, secretBox, sender } = options;
  const clock = options.clock ?? (() => new Date());
  const pollMs = options.pollMs ?? 1_000;
  const batchSize = options.batchSize ?? 10;
  const stopping = new AbortController();

  const attempt = (claim: ClaimedDelivery) =>
    attemptDelivery({ db, secretBox, sender, clock, signal: stopping.signal }, claim);

  async function deliverLoop(): Promise<void> {
    if (options.soleProcess) await releaseAllClaims(db, clock()).catch(() => undefined);
    while (!stopping.signal.aborted) {
      let claimed: ClaimedDelivery[] = [];
      try {
        claimed = await claimDueDeliveries(db, clock(), batchSize, LEASE_MS);
        await Promise.all(claimed.map(attempt));
      } catch (error) {
        log('error', 'webhook.deliver_failed', errorFields(error));
      }
      // A full batch suggests more are due: look again at once.
      if (claimed.length < batchSize) await pause(pollMs, stopping.signal);
    }
  }

  async function scanLoop(): Promise<void> {
    await resealSecrets(db, secretBox).catch((error: unknown) =>
      log('error', 'webhook.reseal_failed', errorFields(error)),
    );
    while (!stopping.signal.aborted) {
      try {
        await scanTokenExpiries(db, options.noticeDays, clock());
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
