import 'server-only';
import { createHash } from 'node:crypto';
import { log } from '../../http/log';
import { deliverDue, type BackgroundDeps } from './background-round';

/**
 * How long the after() driver may deliver once the answer is out: two of the sender's 10 s deadlines one
 * after the other, inside the 60 s vercel.json gives the API routes. A delivery that fails here waits for its
 * retry, which the cron route makes.
 */
const AFTER_RESPONSE_ROUND_MS = 25_000;

/**
 * Every request's after() round shares one budget per process: requests can come far faster than slow
 * receivers answer, and each round opening its own pool would hold connections without bound. At most this
 * many rounds at once, of one tenant (one credential) this many, each with this many attempts under way: 32
 * connections in all, 8 of one tenant's, so one tenant's slow receivers leave room for the others'.
 */
const AFTER_RESPONSE_LIMITS = { rounds: 8, roundsPerTenant: 2, attemptsPerRound: 4 } as const;

/** Rounds under way, in all and by tenant; `enter` gives the way out, or null past either limit. */
function createRoundGate(limits: { rounds: number; roundsPerTenant: number }) {
  const byTenant = new Map<string, number>();
  let running = 0;
  return {
    enter(tenant: string): (() => void) | null {
      const mine = byTenant.get(tenant) ?? 0;
      if (running >= limits.rounds || mine >= limits.roundsPerTenant) return null;
      running += 1;
      byTenant.set(tenant, mine + 1);
      return () => {
        running -= 1;
        const left = (byTenant.get(tenant) ?? 1) - 1;
        if (left === 0) byTenant.delete(tenant);
        else byTenant.set(tenant, left);
      };
    },
  };
}

// One per process, on globalThis: Next bundles each route handler with its own copy of this module.
const holder = globalThis as typeof globalThis & {
  __afterResponseGate?: ReturnType<typeof createRoundGate>;
};
const gate = (holder.__afterResponseGate ??= createRoundGate(AFTER_RESPONSE_LIMITS));

/** Who a request is for, as the gate counts: its credential, hashed (no secret is kept, even in memory). */
export function tenantOf(request: Request): string {
  const credential = request.headers.get('x-api-token') ?? request.headers.get('authorization') ?? '';
  return createHash('sha256').update(credential).digest('base64url');
}

/**
 * Sends the deliveries a request has just queued (`cron` mode), once each; others wait for the cron route,
 * and so do these when the gate is full: they stay due, and its next round sends them.
 */
export async function deliverAfterResponse(
  deps: BackgroundDeps,
  queued: readonly string[],
  tenant: string,
): Promise<void> {
  const leave = gate.enter(tenant);
  if (!leave) {
    log('info', 'webhook.after_response_deferred', { deliveries: queued.length });
    return;
  }
  try {
    await deliverDue(deps, AFTER_RESPONSE_ROUND_MS, new AbortController().signal, {
      only: queued,
      concurrency: AFTER_RESPONSE_LIMITS.attemptsPerRound,
    });
  } finally {
    leave();
  }
}
