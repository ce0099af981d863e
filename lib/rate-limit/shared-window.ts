import 'server-only';
import { createHash } from 'node:crypto';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { errorFields, log } from '../http/log';
import { redisReady, withinRedisDeadline, type LimitStore } from './redis-client';

/**
 * Events per key in a window that starts at the key's first event, counted in Redis by rate-limiter-flexible
 * and so shared by every instance on it. Redis keeps the time (each window is a key that expires), not the
 * callers' clocks. Every method fails open: while Redis cannot answer within its deadline nothing counts
 * and nothing is refused, and the first such failure of an outage is logged. Only Redis failing opens them:
 * an event loop held past the deadline is not Redis's failure (withinRedisDeadline).
 */
export interface SharedWindow {
  /** Counts one event; when it went over the limit, the milliseconds until the window ends, else 0. */
  consume(key: string): Promise<number>;
  /** The events counted in the key's window and the milliseconds until it ends (0 and 0 when none). */
  peek(key: string): Promise<{ count: number; msLeft: number }>;
  /** Counts one event without refusing it. */
  add(key: string): Promise<void>;
  /** Forgets the key's window. */
  clear(key: string): Promise<void>;
}

export interface SharedWindowOptions {
  /** Names the limit in keys and log lines, e.g. `requests`. */
  name: string;
  points: number;
  durationSeconds: number;
}

/** Keys of a fixed size that hold no credential id or client address, whatever the caller passes. */
const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');

export function createSharedWindow(store: LimitStore, options: SharedWindowOptions): SharedWindow {
  const limiter = new RateLimiterRedis({
    storeClient: store.redis,
    keyPrefix: `${store.keyPrefix}:${options.name}`,
    points: options.points,
    duration: options.durationSeconds,
    rejectIfRedisNotReady: true,
  });
  let failingOpen = false;

  async function guarded<T>(open: T, operation: () => Promise<T>): Promise<T> {
    try {
      if (!(await redisReady(store.redis))) throw new Error('Redis is not connected.');
      const result = await withinRedisDeadline(operation());
      if (failingOpen) {
        failingOpen = false;
        log('info', 'limits.restored', { limit: options.name });
      }
      return result;
    } catch (error) {
      if (!failingOpen) {
        failingOpen = true;
        log('warn', 'limits.failing_open', { limit: options.name, ...errorFields(error) });
      }
      return open;
    }
  }

  return {
    consume: (key) =>
      guarded(0, () =>
        limiter.consume(hashed(key)).then(
          () => 0,
          (refusal: unknown) => {
            if (refusal instanceof RateLimiterRes) return Math.max(1, refusal.msBeforeNext);
            throw refusal;
          },
        ),
      ),
    peek: (key) =>
      guarded({ count: 0, msLeft: 0 }, async () => {
        const window = await limiter.get(hashed(key));
        return { count: window?.consumedPoints ?? 0, msLeft: window?.msBeforeNext ?? 0 };
      }),
    add: (key) => guarded(undefined, async () => void (await limiter.penalty(hashed(key)))),
    clear: (key) => guarded(undefined, async () => void (await limiter.delete(hashed(key)))),
  };
}
