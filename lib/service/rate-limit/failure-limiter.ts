import 'server-only';
import { sql } from 'drizzle-orm';
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
}

/**
 * Fixed windows counted in the database, so that every instance on one database sees the same count.
 * Successful requests cost nothing: only failures write, and a blocked client's further failures are
 * answered from memory until the window ends, with the same answer for every kind of failure.
 */
export function createFailureLimiter(db: Database, limits: FailureLimits): FailureLimiter {
  const windowMs = limits.windowSeconds * 1000;
  const blockedUntil = new Map<string, number>();
  const remaining = (until: number, now: Date) => Math.max(1, Math.ceil((until - now.getTime()) / 1000));

  return {
    blockedFor(client, now) {
      const until = blockedUntil.get(client);
      if (until === undefined) return 0;
      if (until > now.getTime()) return remaining(until, now);
      blockedUntil.delete(client);
      return 0;
    },

    async recordFailure(client, now) {
      const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
      const [row] = await db
        .insert(authFailures)
        .values({ client, windowStart, failures: 1 })
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
      blockedUntil.set(client, until);
      return remaining(until, now);
    },
  };
}
