import 'server-only';

/**
 * Slows down guessing at the sign-in form: after `maxFailures` wrong keys from one client within
 * `windowMs`, that client's wrong keys are refused with a wait until the oldest of those failures leaves
 * the window (a right key still signs in: sign-in.ts). In memory, so per process; the interface is what a
 * shared store (Redis, the database) would implement later.
 */
export interface SignInLimiter {
  /** Null while the client is under its limit; otherwise how long until it is again, in milliseconds. */
  retryAfterMs(client: string, now: number): number | null;
  recordFailure(client: string, now: number): void;
  /** A successful sign-in forgets the client's failures. */
  reset(client: string): void;
}

export interface SignInLimiterOptions {
  maxFailures?: number;
  windowMs?: number;
  /** Bounds memory under a flood of distinct clients: the least recently failing are forgotten first. */
  maxClients?: number;
}

export function createSignInLimiter(options: SignInLimiterOptions = {}): SignInLimiter {
  const maxFailures = options.maxFailures ?? 5;
  const windowMs = options.windowMs ?? 5 * 60 * 1000;
  const maxClients = options.maxClients ?? 10_000;
  // Failure times per client, oldest first; Map order doubles as "least recently failing first".
  const failures = new Map<string, number[]>();

  function recent(client: string, now: number): number[] {
    const times = (failures.get(client) ?? []).filter((t) => now - t < windowMs && t <= now);
    if (times.length === 0) failures.delete(client);
    else failures.set(client, times);
    return times;
  }

  return {
    retryAfterMs(client, now) {
      const times = recent(client, now);
      if (times.length < maxFailures) return null;
      const oldestCounted = times[times.length - maxFailures] ?? now;
      return Math.max(1, oldestCounted + windowMs - now);
    },
    recordFailure(client, now) {
      const times = recent(client, now);
      times.push(now);
      failures.delete(client);
      failures.set(client, times.slice(-maxFailures));
      while (failures.size > maxClients) {
        const oldest = failures.keys().next().value;
        if (oldest === undefined) break;
        failures.delete(oldest);
      }
    },
    reset(client) {
      failures.delete(client);
    },
  };
}

// One limiter per process, kept on globalThis so that dev-mode module reloads do not reset it.
const holder = globalThis as typeof globalThis & { __handbookSignInLimiter?: SignInLimiter };

export function getSignInLimiter(): SignInLimiter {
  holder.__handbookSignInLimiter ??= createSignInLimiter();
  return holder.__handbookSignInLimiter;
}
