import { describe, expect, it } from 'vitest';
import { createSignInLimiter } from '@/lib/dashboard/session/sign-in-limiter';

const MINUTE = 60_000;
const T0 = Date.parse('2026-06-01T12:00:00.000Z');

describe('sign-in limiter', async () => {
  it('lets 5 failures through in 5 minutes, then refuses until the oldest leaves the window', async () => {
    const limiter = createSignInLimiter();
    for (let i = 0; i < 5; i++) {
      expect(await limiter.retryAfterMs('203.0.113.9', T0 + i * MINUTE * 0.5)).toBeNull();
      await limiter.recordFailure('203.0.113.9', T0 + i * MINUTE * 0.5);
    }
    expect(await limiter.retryAfterMs('203.0.113.9', T0 + 3 * MINUTE)).toBe(2 * MINUTE);
    expect(await limiter.retryAfterMs('203.0.113.9', T0 + 5 * MINUTE - 1)).toBe(1);
    // The first failure has left the window: one more try is allowed, and only one.
    expect(await limiter.retryAfterMs('203.0.113.9', T0 + 5 * MINUTE)).toBeNull();
    await limiter.recordFailure('203.0.113.9', T0 + 5 * MINUTE);
    expect(await limiter.retryAfterMs('203.0.113.9', T0 + 5 * MINUTE)).toBe(MINUTE * 0.5);
  });

  it('counts each client on its own', async () => {
    const limiter = createSignInLimiter({ maxFailures: 2 });
    await limiter.recordFailure('a', T0);
    await limiter.recordFailure('a', T0);
    expect(await limiter.retryAfterMs('a', T0)).not.toBeNull();
    expect(await limiter.retryAfterMs('b', T0)).toBeNull();
  });

  it('forgets a client after a successful sign-in', async () => {
    const limiter = createSignInLimiter({ maxFailures: 1 });
    await limiter.recordFailure('a', T0);
    expect(await limiter.retryAfterMs('a', T0)).not.toBeNull();
    await limiter.reset('a');
    expect(await limiter.retryAfterMs('a', T0)).toBeNull();
  });

  it('failures spread wider than the window never block', async () => {
    const limiter = createSignInLimiter();
    // One failure every 75 s: never more than 4 inside any 5 minutes.
    for (let i = 0; i < 20; i++) {
      expect(await limiter.retryAfterMs('a', T0 + i * 75_000)).toBeNull();
      await limiter.recordFailure('a', T0 + i * 75_000);
    }
  });

  it('keeps memory bounded by forgetting the least recently failing clients', async () => {
    const limiter = createSignInLimiter({ maxFailures: 1, maxClients: 3 });
    for (const client of ['a', 'b', 'c', 'd']) await limiter.recordFailure(client, T0);
    expect(await limiter.retryAfterMs('a', T0)).toBeNull();
    for (const client of ['b', 'c', 'd']) expect(await limiter.retryAfterMs(client, T0)).not.toBeNull();
  });
});
