import 'server-only';
import { getConfig } from '@/lib/config';
import { getLimitStore, type LimitStore } from '@/lib/rate-limit/redis-client';
import { createSharedWindow } from '@/lib/rate-limit/shared-window';
import { setBounded } from '@/lib/collections/bounded-map';

/**
 * Slows down guessing at the sign-in form: after `maxFailures` wrong keys from one client within the
 * window, that client's wrong keys are refused with a wait (a right key still signs in: sign-in.ts).
 */
export interface SignInLimiter {
  /** Null while the client is under its limit; otherwise how long until it is again, in milliseconds. */
  retryAfterMs(client: string, now: number): Promise<number | null>;
  recordFailure(client: string, now: number): Promise<void>;
  /** A successful sign-in forgets the client's failures. */
  reset(client: string): Promise<void>;
}

export interface SignInLimiterOptions {
  maxFailures?: number;
  windowMs?: number;
  /** Bounds memory under a flood of distinct clients: the least recently failing are forgotten first. */
  maxClients?: number;
  /** Counts in Redis, for every dashboard instance on it (REDIS_URL); without it, in this process's memory. */
  shared?: LimitStore | null;
}

export function createSignInLimiter(options: SignInLimiterOptions = {}): SignInLimiter {
  const maxFailures = options.maxFailures ?? 5;
  const windowMs = options.windowMs ?? 5 * 60 * 1000;
  const maxClients = options.maxClients ?? 10_000;
  if (options.shared) return sharedSignInLimiter(options.shared, maxFailures, windowMs);
  // Failure times per client, oldest first; Map order doubles as "least recently failing first".
  const failures = new Map<string, number[]>();

  function recent(client: string, now: number): number[] {
    const times = (failures.get(client) ?? []).filter((t) => now - t < windowMs && t <= now);
    if (times.length === 0) failures.delete(client);
    else failures.set(client, times);
    return times;
  }

  // In memory the window slides on the caller's clock: the oldest counted failure leaving it allows one more.
  return {
    async retryAfterMs(client, now) {
      const times = recent(client, now);
      if (times.length < maxFailures) return null;
      const oldestCounted = times[times.length - maxFailures] ?? now;
      return Math.max(1, oldestCounted + windowMs - now);
    },
    async recordFailure(client, now) {
      const times = recent(client, now);
      times.push(now);
      setBounded(failures, client, times.slice(-maxFailures), maxClients);
    },
    async reset(client) {
      failures.delete(client);
    },
  };
}

/**
 * In Redis the window is fixed: it starts at a client's first failure and ends, for all its failures, the
 * limit's window later, by Redis's clock.
 */
function sharedSignInLimiter(shared: LimitStore, maxFailures: number, windowMs: number): SignInLimiter {
  const window = createSharedWindow(shared, {
    name: 'sign-in',
    points: maxFailures,
    durationSeconds: Math.ceil(windowMs / 1000),
  });
  return {
    async retryAfterMs(client) {
      const { count, msLeft } = await window.peek(client);
      return count >= maxFailures ? Math.max(1, msLeft) : null;
    },
    recordFailure: (client) => window.add(client),
    reset: (client) => window.clear(client),
  };
}

// One limiter per process, kept on globalThis so that dev-mode module reloads do not reset it.
const holder = globalThis as typeof globalThis & { __handbookSignInLimiter?: SignInLimiter };

export function getSignInLimiter(): SignInLimiter {
  holder.__handbookSignInLimiter ??= createSignInLimiter({ shared: getLimitStore(getConfig().redisUrl) });
  return holder.__handbookSignInLimiter;
}
