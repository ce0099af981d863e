import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFailures } from '@/lib/service/db/schema';
import { createFailureLimiter } from '@/lib/service/auth/failure-limiter';
import { RESELLER_NAME } from './fixtures';
import { createTestService, LOOPBACK_PROXY, send, type TestService } from './harness';

let t: TestService;
let key: string;
const QUERY = JSON.stringify({ query: RESELLER_NAME.toString() });

beforeAll(async () => {
  t = await createTestService({
    limits: { failures: { maxFailures: 3, windowSeconds: 60 }, requestsPerMinute: 5 },
  });
  ({ key } = await t.newReseller());
});
afterAll(() => t.close());

/** The key with its last `n` characters changed: never the key itself, whatever characters it ends with. */
const altered = (n: number) =>
  key.slice(0, -n) + [...key.slice(-n)].map((c) => (c === 'x' ? 'y' : 'x')).join('');

const asClient = (ip: string, headers: Record<string, string>) =>
  send(t.service.resellerApi, { headers: { 'x-forwarded-for': ip, ...headers }, body: QUERY });

describe('rate limits', () => {
  it('answers repeated failed credentials with 429 and Retry-After, the same for every failure kind', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { 'x-api-token': 'hbk_wrong' },
      { 'x-api-token': altered(1) },
    ];
    for (const headers of attempts) expect((await asClient('203.0.113.7', headers)).status).toBe(401);

    const answers = [];
    const failures: Record<string, string>[] = [
      {},
      { 'x-api-token': 'hbk_wrong' },
      { 'x-api-token': altered(2) },
    ];
    for (const headers of failures) {
      answers.push(await asClient('203.0.113.7', headers));
    }
    for (const answer of answers) {
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    }
    expect(new Set(answers.map((a) => a.body.errors?.[0]?.message)).size).toBe(1);
  });

  it('never locks out a valid credential, nor other clients, and lifts the block when the window ends', async () => {
    expect((await asClient('203.0.113.7', { 'x-api-token': key })).status).toBe(200);
    expect((await asClient('198.51.100.1', { 'x-api-token': 'hbk_wrong' })).status).toBe(401);
    t.advance(60_000);
    expect((await asClient('203.0.113.7', { 'x-api-token': 'hbk_wrong' })).status).toBe(401);
  });

  it('limits requests per credential per minute', async () => {
    t.advance(60_000);
    const statuses = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await asClient(`192.0.2.${i}`, { 'x-api-token': key })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('counts failures in the database, so another instance on it agrees', async () => {
    t.advance(60_000);
    const { createHandbookService } = await import('@/lib/service/api/handbook-service');
    const second = createHandbookService({
      store: t.store,
      jwtSecrets: { '1': 'x'.repeat(32) },
      production: true,
      clock: t.now,
      limits: { failures: { maxFailures: 3, windowSeconds: 60 }, requestsPerMinute: 0 },
      proxyTrust: LOOPBACK_PROXY,
    });
    for (let i = 0; i < 3; i++)
      expect((await asClient('203.0.113.9', { 'x-api-token': 'hbk_bad' })).status).toBe(401);
    const elsewhere = await send(second.resellerApi, {
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-api-token': 'hbk_bad' },
      body: QUERY,
    });
    expect(elsewhere.status).toBe(429);
  });
});

describe('the failure store', () => {
  let s: TestService;
  beforeAll(async () => {
    s = await createTestService({
      limits: { failures: { maxFailures: 3, windowSeconds: 60 }, requestsPerMinute: 0 },
    });
  });
  afterAll(() => s.close());

  const fail = (forwardedFor: string) =>
    send(s.service.resellerApi, {
      headers: { 'x-forwarded-for': forwardedFor, 'x-api-token': 'hbk_wrong' },
      body: QUERY,
    });
  const storedRows = () => s.store.db.select().from(authFailures);

  it('stores a hash of the address, not the address', async () => {
    expect((await fail('203.0.113.77')).status).toBe(401);
    const [row] = await storedRows();
    expect(row?.client).toBe(createHash('sha256').update('203.0.113.77').digest('base64url'));
  });

  it('limits a client that sends a 10 KB X-Forwarded-For like any other, under a fixed-size key', async () => {
    s.advance(60_000);
    const huge = `203.0.113.5, ${'9'.repeat(10 * 1024)}`;
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await fail(huge)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.client).toMatch(/^[\w-]{43}$/);
  });

  it('keeps one window of failing clients: a flood of addresses is deleted once its window has passed', async () => {
    s.advance(60_000);
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => fail(`10.0.${batch}.${i}`)));
      expect(answers.every((a) => a.status === 401)).toBe(true);
    }
    expect(await storedRows()).toHaveLength(1_000);

    s.advance(60_000);
    expect((await fail('10.1.0.1')).status).toBe(401);
    expect(await storedRows()).toHaveLength(1);
  });

  it('remembers a bounded number of blocked clients in memory, and the database still blocks the rest', async () => {
    const limiter = createFailureLimiter(s.store.db, {
      maxFailures: 0,
      windowSeconds: 60,
      maxBlockedClients: 2,
    });
    const now = s.now();
    for (const client of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      expect(await limiter.recordFailure(client, now)).toBeGreaterThan(0);
    }
    // The first is forgotten in memory; its next failure asks the database, which blocks it again.
    expect(limiter.blockedFor('192.0.2.1', now)).toBe(0);
    expect(limiter.blockedFor('192.0.2.2', now)).toBeGreaterThan(0);
    expect(limiter.blockedFor('192.0.2.3', now)).toBeGreaterThan(0);
    expect(await limiter.recordFailure('192.0.2.1', now)).toBeGreaterThan(0);
  });
});
