import 'server-only';

const HOUR_MS = 3_600_000;

/** One token's requests in one UTC hour for one operation, as gathered since the last flush. */
export interface UsageCount {
  tokenId: string;
  hour: Date;
  operation: string;
  requests: number;
  failed: number;
}

/**
 * Customer API requests counted in this process's memory until the next flush writes them (flush-usage.ts):
 * counting is a Map update, so a request never waits for the store.
 */
export interface UsageCounter {
  count(tokenId: string, at: Date, operation: string, failed: boolean): void;
  /** Takes every count gathered so far; counting goes on into a fresh set meanwhile. */
  drain(): UsageCount[];
  /** Puts counts back (a flush that failed), added to whatever was counted since. */
  restore(counts: readonly UsageCount[]): void;
  /** Whether anything waits to be written. */
  readonly pending: boolean;
}

export function createUsageCounter(): UsageCounter {
  let counts = new Map<string, UsageCount>();

  function add(tokenId: string, hourMs: number, operation: string, requests: number, failed: number) {
    // A NUL cannot occur in a token id or a GraphQL name, so the key is unambiguous.
    const key = `${tokenId}\0${hourMs}\0${operation}`;
    const entry = counts.get(key);
    if (entry) {
      entry.requests += requests;
      entry.failed += failed;
    } else counts.set(key, { tokenId, hour: new Date(hourMs), operation, requests, failed });
  }

  return {
    count(tokenId, at, operation, failed) {
      const ms = at.getTime();
      add(tokenId, ms - (ms % HOUR_MS), operation, 1, failed ? 1 : 0);
    },
    drain() {
      const taken = [...counts.values()];
      counts = new Map();
      return taken;
    },
    restore(taken) {
      for (const c of taken) add(c.tokenId, c.hour.getTime(), c.operation, c.requests, c.failed);
    },
    get pending() {
      return counts.size > 0;
    },
  };
}
