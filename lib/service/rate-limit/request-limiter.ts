import 'server-only';

export interface RequestLimiter {
  /** Counts one request for `key`; returns the seconds to wait when it is over the limit, else 0. */
  hit(key: string, now: Date): number;
}

/**
 * Requests per credential per minute, counted in this instance's memory: a database write per request
 * would cost more than the limit protects. With N instances a credential gets at most N times the limit.
 */
export function createRequestLimiter(perMinute: number): RequestLimiter {
  let window = -1;
  const counts = new Map<string, number>();
  return {
    hit(key, now) {
      if (perMinute <= 0) return 0;
      const current = Math.floor(now.getTime() / 60_000);
      if (current !== window) {
        window = current;
        counts.clear();
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return count > perMinute ? (current + 1) * 60 - Math.floor(now.getTime() / 1000) : 0;
    },
  };
}
