import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterEach } from 'vitest';
import { connectRedis, type LimitStore } from '@/lib/rate-limit/redis-client';

/** The Redis this project runs against (vitest.config.ts adds the project only with REDIS_URL, or under CI). */
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const opened: Redis[] = [];
afterEach(() => {
  for (const redis of opened.splice(0)) redis.disconnect();
});

/**
 * App instances on one Redis: each `instance()` has a connection of its own, all under a key prefix of this
 * test's own, so that tests running at once (other files, other people's runs) never count each other's keys.
 * The keys expire with their windows.
 */
export function sharedRedis(url = REDIS_URL): { instance(): LimitStore } {
  const keyPrefix = `test:${randomUUID()}`;
  return {
    instance() {
      const redis = connectRedis(url);
      opened.push(redis);
      return { redis, keyPrefix };
    },
  };
}
