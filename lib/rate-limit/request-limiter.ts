import 'server-only';
import type { LimitStore } from './redis-client';
import { createSharedWindow } from './shared-window';

export interface RequestLimiter {
  /** Counts one request for `key`; resolves to the seconds to wait when it is over the limit, else 0. */
  hit(key: string, now: Date): Promise<number>;
}

/**
 * Requests per credential per minute (or, named otherwise, any event per key and minute: test sends and
 * redeliveries per endpoint). With a limit store (REDIS_URL) every instance counts in Redis, so the
 * limit holds across instances; it fails open while Redis does not answer. Without one they are counted
 * in this instance's memory, in minutes of the service's clock: a database write per request would cost
 * more than the limit protects, and with N instances a credential gets at most N times the limit.
 */
export function createRequestLimiter(
  perMinute: number,
  shared: LimitStore | null = null,
  name = 'requests',
): RequestLimiter {
  if (perMinute <= 0) return { hit: () => Promise.resolve(0) };
  if (shared) {
    const window = createSharedWindow(shared, { name, points: perMinute, durationSeconds: 60 });
    return { hit: async (key) => Math.ceil((await window.consume(key)) / 1000) };
  }
  let window = -1;
  const counts = new Map<string, number>();
  return {
    hit(key, now) {
      const current = Math.floor(now.getTime() / 60_000);
      if (current !== window) {
        window = current;
        counts.clear();
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return Promise.resolve(count > perMinute ? (current + 1) * 60 - Math.floor(now.getTime() / 1000) : 0);
    },
  };
}
