import 'server-only';
import { once } from 'node:events';
import { Redis } from 'ioredis';

/** How long a limit may hold up a request on Redis: one command, or the wait for a first connection. */
export const REDIS_DEADLINE_MS = 200;

/** Where the limits of every instance on one `REDIS_URL` are counted, under a prefix of their own. */
export interface LimitStore {
  redis: Redis;
  keyPrefix: string;
}

const DEFAULT_KEY_PREFIX = 'handbook:limits';

/** Redis gave no answer within REDIS_DEADLINE_MS of the event loop being free to read one. */
export class RedisDeadlineError extends Error {
  constructor() {
    super('Redis did not answer in time.');
    this.name = 'RedisDeadlineError';
  }
}

/**
 * `work`'s result, or RedisDeadlineError once REDIS_DEADLINE_MS have passed without it. The deadline is
 * judged only after the event loop has read what arrived meanwhile (one turn of I/O, then a check): when the
 * loop itself was held past the deadline (a long layout, a large answer), Redis's reply is waiting on the
 * socket and is taken, instead of counting a healthy Redis as failed (ioredis's `commandTimeout` did: its
 * timer ran before the socket was read, and the limits failed open after every stall).
 */
export function withinRedisDeadline<T>(work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done();
    };
    const timer = setTimeout(
      () => setImmediate(() => settle(() => reject(new RedisDeadlineError()))),
      REDIS_DEADLINE_MS,
    );
    work.then(
      (value) => settle(() => resolve(value)),
      (error: unknown) => settle(() => reject(error)),
    );
  });
}

/**
 * A client that never makes a request wait for Redis: every use has a deadline (withinRedisDeadline), nothing
 * queues while disconnected (a command then fails at once, and the limits fail open), a server that stops
 * answering has its socket dropped, and reconnection goes on with a capped backoff so that limits return
 * with Redis.
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2_000,
    socketTimeout: 2_000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Without a listener ioredis prints every failed reconnection; the limiters log once per outage instead.
  redis.on('error', () => undefined);
  return redis;
}

/**
 * Whether `redis` can take a command now. A connection still being made is waited for, up to the deadline,
 * so a fresh instance counts its first requests; one that is down is not waited for at all.
 */
export async function redisReady(redis: Redis): Promise<boolean> {
  if (redis.status === 'ready') return true;
  if (redis.status !== 'wait' && redis.status !== 'connecting' && redis.status !== 'connect') return false;
  const waiting = new AbortController();
  try {
    await withinRedisDeadline(once(redis, 'ready', { signal: waiting.signal }));
    return true;
  } catch {
    return false;
  } finally {
    waiting.abort();
  }
}

// One client per process, kept on globalThis so that dev-mode module reloads do not open another.
const holder = globalThis as typeof globalThis & { __handbookLimitStore?: LimitStore };

/** The process's limit store for `REDIS_URL`, or null without one (limits are then per instance). */
export function getLimitStore(redisUrl: string | null): LimitStore | null {
  if (redisUrl === null) return null;
  holder.__handbookLimitStore ??= { redis: connectRedis(redisUrl), keyPrefix: DEFAULT_KEY_PREFIX };
  return holder.__handbookLimitStore;
}

/** Closes the process's Redis connection, if it has one; a Redis that does not answer is cut off. */
export async function closeLimitStore(): Promise<void> {
  const store = holder.__handbookLimitStore;
  holder.__handbookLimitStore = undefined;
  await store?.redis.quit().catch(() => store.redis.disconnect());
}
