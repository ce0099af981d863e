import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLimiter } from '@/lib/dashboard/session/sign-in-limiter';
import { createRequestLimiter } from '@/lib/rate-limit/request-limiter';
import { createHandbookService } from '@/lib/service/api/handbook-service';
import type { HandbookService } from '@/lib/service/host/service-host';
import {
  REDELIVERIES_PER_ENDPOINT_PER_MINUTE,
  TEST_SENDS_PER_ENDPOINT_PER_MINUTE,
} from '@/lib/service/webhooks/webhook-deps';
import { createTestService, JWT_SECRET, send, type TestService } from '../service/harness';
import { createEndpoint, deliveriesOf } from '../service/webhooks-fixtures';
import { sharedRedis } from './limit-stores';

const NOW = new Date('2026-06-01T12:00:00.000Z');

describe('request limits on one Redis', () => {
  it('two instances together refuse the credential its (limit + 1)th request of the minute', async () => {
    const redis = sharedRedis();
    const [a, b] = [createRequestLimiter(5, redis.instance()), createRequestLimiter(5, redis.instance())];
    const waits = [];
    for (const limiter of [a, b, a, b, a, b, a]) waits.push(await limiter.hit('key_1', NOW));
    expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    for (const wait of waits.slice(5)) {
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
    }
    expect(await b.hit('key_2', NOW)).toBe(0);
  });
});

describe('sign-in limits on one Redis', () => {
  it('failures at either dashboard instance count for both, and a sign-in at one clears them for both', async () => {
    const redis = sharedRedis();
    const [a, b] = [0, 1].map(() => createSignInLimiter({ maxFailures: 3, shared: redis.instance() }));
    const now = NOW.getTime();
    await a!.recordFailure('203.0.113.9', now);
    await b!.recordFailure('203.0.113.9', now);
    expect(await a!.retryAfterMs('203.0.113.9', now)).toBeNull();
    await a!.recordFailure('203.0.113.9', now);
    for (const limiter of [a!, b!]) {
      const wait = await limiter.retryAfterMs('203.0.113.9', now);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(5 * 60_000);
    }
    expect(await b!.retryAfterMs('198.51.100.1', now)).toBeNull();
    await b!.reset('203.0.113.9');
    expect(await a!.retryAfterMs('203.0.113.9', now)).toBeNull();
  });
});

describe('the service on one Redis', () => {
  let t: TestService;
  beforeAll(async () => {
    t = await createTestService();
  });
  afterAll(() => t.close());

  it("refuses a key's (limit + 1)th request whichever instance it reaches, with Retry-After", async () => {
    const redis = sharedRedis();
    const [a, b] = [0, 1].map(() =>
      createHandbookService({
        store: t.store,
        jwtSecrets: { '1': JWT_SECRET },
        production: true,
        clock: t.now,
        limits: { failures: { maxFailures: 100, windowSeconds: 60 }, requestsPerMinute: 3 },
        limitStore: redis.instance(),
      }),
    );
    const { key } = await t.newReseller();
    const statuses = [];
    let last;
    for (const service of [a!, b!, a!, b!]) {
      last = await send(service.resellerApi, {
        headers: { 'x-api-token': key },
        body: JSON.stringify({ query: '{ reseller { name } }' }),
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last!.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});

describe('webhook test sends and redeliveries on one Redis', () => {
  let t: TestService;
  beforeAll(async () => {
    t = await createTestService({ webhooks: { allowPrivate: true, requireHttps: false } });
  });
  afterAll(() => t.close());

  it('two instances together accept five test sends and ten redeliveries of an endpoint a minute, not twice that', async () => {
    const redis = sharedRedis();
    const [a, b] = [0, 1].map(() =>
      createHandbookService({
        store: t.store,
        jwtSecrets: { '1': JWT_SECRET },
        production: false,
        clock: t.now,
        webhooks: { allowPrivate: true, requireHttps: false },
        limitStore: redis.instance(),
      }),
    );
    const { key } = await t.newReseller();
    const { endpointId } = await createEndpoint(t, key, 'http://127.0.0.1:9/shared');
    const call = async (service: HandbookService, query: string, id: string) => {
      const result = await send(service.resellerApi, {
        headers: { 'x-api-token': key },
        body: JSON.stringify({ query, variables: { id } }),
      });
      return result.body.errors?.[0]?.extensions?.code ?? result.status;
    };
    const alternate = (count: number) => Array.from({ length: count }, (_, n) => (n % 2 ? b! : a!));

    const tests = [];
    for (const service of alternate(TEST_SENDS_PER_ENDPOINT_PER_MINUTE + 2))
      tests.push(await call(service, 'mutation ($id: ID!) { sendTestWebhook(endpointId: $id) }', endpointId));
    expect(tests).toEqual([
      ...Array(TEST_SENDS_PER_ENDPOINT_PER_MINUTE).fill(200),
      'RATE_LIMITED',
      'RATE_LIMITED',
    ]);

    const [delivery] = await deliveriesOf(t, key, endpointId);
    const again = [];
    for (const service of alternate(REDELIVERIES_PER_ENDPOINT_PER_MINUTE + 2))
      again.push(
        await call(
          service,
          'mutation ($id: ID!) { redeliverWebhook(deliveryId: $id) }',
          delivery!.deliveryId,
        ),
      );
    expect(again).toEqual([
      ...Array(REDELIVERIES_PER_ENDPOINT_PER_MINUTE).fill(200),
      'RATE_LIMITED',
      'RATE_LIMITED',
    ]);
  });
});
