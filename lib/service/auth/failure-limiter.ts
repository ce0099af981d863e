import 'server-only';
import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/open-store';
import { authFailures } from '../db/schema';

export interface FailureLimiter {
  /** Seconds a client that keeps failing must wait; 0 when it is not blocked. */
  blockedFor(client: string, now: Date): number;
  /** Counts a failed credential check; returns the seconds to wait when this failure crossed the limit. */
  recordFailure(client: string, now: Date): Promise<number>;
}

export interface FailureLimits {
  maxFailures: number;
  windowSeconds: number;
  /** Blocked clients remembered in memory at most; the longest-blocked are forgotten first. */
  maxBlockedClients?: number;
}

const DEFAULT_MAX_BLOCKED_CLIENTS = 10_000;

/** The stored key: fixed in size whatever the client sent, and no address kept in the database. */
const clientKey = (client: string) => createHash('sha256').update(client).digest('base64url');

/**
 * Fixed windows counted in the database, so that every instance on one database sees the same count.
 * Successful requests cost nothing: only failures write, and a blocked client's further failures are
 * answered from memory until the window ends, with the same answer for every kind of failure. Each
 * instance deletes the rows of past windows before it counts its first failure of a new window, so the
 * table holds one window's failing clients at most, whatever a flood of addresses sends.
 */
export function createFailureLimiter(db: Database, limits: FailureLimits): FailureLimiter {
  const windowMs = limits.windowSeconds * 1000;
  const maxBlocked = limits.maxBlockedClients ?? DEFAULT_MAX_BLOCKED_CLIENTS;
  // Key → end of its block. Every block ends at a window's end, so insertion order is also expiry order.
  const blockedUntil = new Map<string, number>();
  let swept: { windowStart: number; done: Promise<void> } | undefined;
  const remaining = (until: number, now: Date) => Math.max(1, Math.ceil((until - now.getTime()) / 1000));

  function block(key: string, until: number, now: Date) {
    blockedUntil.delete(key);
    blockedUntil.set(key, until);
    for (const [oldest, oldestUntil] of blockedUntil) {
      if (oldestUntil > now.getTime() && blockedUntil.size <= maxBlocked) break;
      // Forgetting a block early costs one more database round trip for that client, which re-blocks it.
      blockedUntil.delete(oldest);
    }
  }

  /** Deletes the rows of past windows, once per window and instance; a failed sweep is retried next time. */
  function sweep(windowStart: Date): Promise<void> {
    if (!swept || swept.windowStart < windowStart.getTime()) {
      const done = db
        .delete(authFailures)
        .where(lt(authFailures.windowStart, windowStart))
        .then(
          () => undefined,
          () => {
            if (swept?.done === done) swept = undefined;
          },
        );
      swept = { windowStart: windowStart.getTime(), done };
    }
    return swept.done;
  }

  return {
    blockedFor(client, now) {
      const key = clientKey(client);
      const until = blockedUntil.get(key);
      if (until === undefined) return 0;
      if (until > now.getTime()) return remaining(until, now);
      blockedUntil.delete(key);
      return 0;
    },

    async recordFailure(client, now) {
      const key = clientKey(client);
      const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
      await sweep(windowStart);
      const [row] = await db
        .insert(authFailures)
        .values({ client: key, windowStart, failures: 1 })
        .onConflictDoUpdate({
          target: authFailures.client,
          set: {
            failures: sql`case when ${authFailures.windowStart} = excluded.window_start then ${authFailures.failures} + 1 else 1 end`,
            windowStart: sql`excluded.window_start`,
          },
        })
        .returning({ failures: authFailures.failures });
      if ((row?.failures ?? 0) <= limits.maxFailures) return 0;
      const until = windowStart.getTime() + windowMs;
      block(key, until, now);
      return remaining(until, now);
    },
  };
}
