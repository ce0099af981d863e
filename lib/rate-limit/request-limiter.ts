import 'server-only';
import { countRefusal, type RateLimit } from '../telemetry/rate-limit-refusals';
import type { LimitStore } from './redis-client';
import { createSharedWindow } from './shared-window';

export interface RequestLimiter {
  /** Counts one request for `key`; resolves to the seconds to wait when it is over the limit, else 0. */
  hit(key: string, now: Date): Promise<number>;
}

export interface WindowLimit {
  /** Names the limit in Redis keys, log lines and `handbook.rate_limit.refusals`, e.g. `requests`. */
  name: RateLimit;
  points: number;
  windowSeconds: number;
}

/**
 * Events per key and window (requests per credential, test sends and redeliveries per endpoint, logos per
 * reseller). With a limit store (REDIS_URL) every instance counts in Redis, so the limit
 * holds across instances; it fails open while Redis does not answer. Without one they are counted in this
 * instance's memory, in fixed windows of the service's clock: a database write per request would cost more
 * than the limit protects, and with N instances a key gets at most N times the limit.
 */
export function createWindowLimiter(limit: WindowLimit, shared: LimitStore | null = null): RequestLimiter {
  if (limit.points <= 0) return { hit: () => Promise.resolve(0) };
  const counter = windowCounter(limit, shared);
  return {
    async hit(key, now) {
      const wait = await counter.hit(key, now);
      if (wait > 0) countRefusal(limit.name);
      return wait;
    },
  };
}

function windowCounter(limit: WindowLimit, shared: LimitStore | null): RequestLimiter {
  if (shared) {
    const window = createSharedWindow(shared, {
      name: limit.name,
      points: limit.points,
      durationSeconds: limit.windowSeconds,
    });
    return { hit: async (key) => Math.ceil((await window.consume(key)) / 1000) };
  }
  const windowMs = limit.windowSeconds * 1000;
  let window = -1;
  const counts = new Map<string, number>();
  return {
    hit(key, now) {
      const current = Math.floor(now.getTime() / windowMs);
      if (current !== window) {
        window = current;
        counts.clear();
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      const wait = Math.ceil(((current + 1) * windowMs - now.getTime()) / 1000);
      return Promise.resolve(count > limit.points ? wait : 0);
    },
  };
}

/** Requests per credential per minute (HANDBOOK_RATE_LIMIT_PER_MINUTE; 0: no limit). */
export function createRequestLimiter(perMinute: number, shared: LimitStore | null = null): RequestLimiter {
  return createWindowLimiter({ name: 'requests', points: perMinute, windowSeconds: 60 }, shared);
}
