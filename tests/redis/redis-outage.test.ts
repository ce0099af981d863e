import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSignInLimiter } from '@/lib/dashboard/session/sign-in-limiter';
import { createRequestLimiter } from '@/lib/rate-limit/request-limiter';
import { startFrozenRelay } from './frozen-relay';
import { REDIS_URL, sharedRedis } from './limit-stores';

const NOW = new Date('2026-06-01T12:00:00.000Z');
// Stand-ins for what must never reach a log line: a credential's id and a client's address.
const CREDENTIAL = 'key_b7e1f0c2';
const CLIENT = '203.0.113.77';

let lines: string[];
beforeEach(() => {
  lines = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
});
afterEach(() => vi.restoreAllMocks());

const events = (name: string) => lines.filter((line) => JSON.parse(line).event === name);

/** Runs `call` and checks it settled well within a second. */
async function quickly<T>(call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await call();
  expect(performance.now() - started).toBeLessThan(1_000);
  return result;
}

/** Requests far past the limit, each answered at once, none refused: the limits fail open. */
async function expectOpen(limiters: {
  requests: ReturnType<typeof createRequestLimiter>;
  signIn: ReturnType<typeof createSignInLimiter>;
}) {
  for (let i = 0; i < 4; i++) {
    expect(await quickly(() => limiters.requests.hit(CREDENTIAL, NOW))).toBe(0);
    await quickly(() => limiters.signIn.recordFailure(CLIENT, NOW.getTime()));
    expect(await quickly(() => limiters.signIn.retryAfterMs(CLIENT, NOW.getTime()))).toBeNull();
  }
}

describe('a Redis that cannot be reached', () => {
  it('fails open at once, saying so in one log line per limit without the credential or address', async () => {
    const redis = sharedRedis('redis://127.0.0.1:1');
    await expectOpen({
      requests: createRequestLimiter(1, redis.instance()),
      signIn: createSignInLimiter({ maxFailures: 1, shared: redis.instance() }),
    });
    const failing = events('limits.failing_open');
    expect(failing.map((line) => JSON.parse(line).limit).sort()).toEqual(['requests', 'sign-in']);
    for (const line of failing) {
      expect(line).not.toContain(CREDENTIAL);
      expect(line).not.toContain(CLIENT);
    }
  });
});

describe('a Redis that stops answering mid-way', () => {
  it('fails open within the deadline while it is silent, and counts again once it answers', async () => {
    const relay = await startFrozenRelay(REDIS_URL);
    try {
      const redis = sharedRedis(relay.url);
      const limiters = {
        requests: createRequestLimiter(2, redis.instance()),
        signIn: createSignInLimiter({ maxFailures: 1, shared: redis.instance() }),
      };
      expect(await limiters.requests.hit(CREDENTIAL, NOW)).toBe(0);
      expect(await limiters.requests.hit(CREDENTIAL, NOW)).toBe(0);
      expect(await limiters.requests.hit(CREDENTIAL, NOW)).toBeGreaterThan(0);
      expect(events('limits.failing_open')).toEqual([]);

      relay.freeze();
      await expectOpen(limiters);
      expect(events('limits.failing_open')).toHaveLength(2);

      relay.thaw();
      await vi.waitFor(async () => expect(await limiters.requests.hit(CREDENTIAL, NOW)).toBeGreaterThan(0), {
        timeout: 10_000,
        interval: 100,
      });
      expect(events('limits.restored').map((line) => JSON.parse(line).limit)).toContain('requests');
    } finally {
      await relay.close();
    }
  });
});
