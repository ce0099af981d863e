import { count, eq, inArray, sum } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_ROLES, ApiKeyRole } from '@/lib/contract/staff-roles';
import { webhookDeliveries, webhookEndpoints } from '@/lib/service/db/schema';
import { newId } from '@/lib/service/core/ids';
import { openStore } from '@/lib/service/db/open-store';
import { EndpointDisabledReason } from '@/lib/service/generated/reseller-types';
import { issueApiKey } from '@/lib/service/resellers/reseller-store';
import { startWebhookWorker } from '@/lib/service/host/webhook-worker';
import { disableEndpoint } from '@/lib/service/webhooks/disable-endpoint';
import { createWebhookSender } from '@/lib/service/webhooks/send-webhook';
import { resellerGraphql } from '@/tests/generated/reseller';
import { activity } from './activity-fixtures';
import { createTestService, dataOf, type TestService } from './harness';
import { createEndpoint, deliveriesOf, eventually, sendTest, startReceiver } from './webhooks-fixtures';

const HEALTH = resellerGraphql(`
  query EndpointHealth {
    webhookEndpoints {
      endpointId
      enabled
      health {
        status
        lastSuccessAt
        lastFailureAt
        failingSince
        attemptsLast24Hours
        failedLast24Hours
        disabledAt
        disabledReason
      }
    }
  }
`);
const RECOVER = resellerGraphql(`
  mutation Recover($id: ID!, $since: DateTime!) {
    recoverWebhookDeliveries(endpointId: $id, since: $since)
  }
`);
const ENABLE = resellerGraphql(`
  mutation Enable($id: ID!, $enabled: Boolean!) {
    updateWebhookEndpoint(endpointId: $id, enabled: $enabled) {
      endpointId
    }
  }
`);

const DAY_MS = 86_400_000;
let t: TestService;
let key: string;
let resellerId: string;
const cleanups: (() => Promise<void>)[] = [];

/** A worker on the service's injected clock, one attempt at a time, so each outcome lands before the next. */
function startWorker(disableAfterDays = 5, { db = t.store.db, concurrency = 1 } = {}) {
  const worker = startWebhookWorker({
    db,
    secretBox: t.service.deps.webhooks.secretBox,
    sender: createWebhookSender({ allowPrivate: true }),
    noticeDays: [7, 1],
    scanSeconds: 3_600,
    disableAfterDays,
    soleProcess: false,
    clock: t.now,
    pollMs: 20,
    concurrency,
    perReseller: concurrency,
  });
  cleanups.push(() => worker.stop());
}

async function receiverEndpoint(answers: Parameters<typeof startReceiver>[0], description?: string) {
  const receiver = await startReceiver(answers);
  cleanups.push(() => receiver.close());
  const { endpointId } = await createEndpoint(t, key, receiver.url, description);
  return { receiver, endpointId, url: receiver.url };
}

async function healthOf(endpointId: string) {
  const endpoints = dataOf(await t.reseller(key, HEALTH)).webhookEndpoints;
  return endpoints.find((e) => e.endpointId === endpointId)!.health;
}

/** Queues `n` test webhooks for an endpoint (the limit of 5 a minute is passed by moving the clock). */
async function sendTests(endpointId: string, n: number) {
  for (let i = 0; i < n; i++) {
    if (i > 0 && i % 5 === 0) t.advance(60_000);
    await sendTest(t, key, endpointId);
  }
}

/**
 * Attempts made to an endpoint, once none is under way (an attempt counts from its claim, and its retry is
 * scheduled by the clock when its outcome is recorded): one read, so that a claim cannot slip in between.
 */
async function attemptsMade(endpointId: string) {
  const [row] = await t.store.db
    .select({
      attempts: sum(webhookDeliveries.attempts).mapWith(Number),
      underWay: count(webhookDeliveries.claimToken),
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId));
  return row && row.underWay === 0 ? row.attempts : -1;
}

/** Moves the clock and waits until the worker has made `total` attempts to the endpoint in all. */
async function advanceUntilAttempts(ms: number, endpointId: string, total: number) {
  t.advance(ms);
  await eventually(async () => (await attemptsMade(endpointId)) >= total);
}

beforeAll(async () => {
  t = await createTestService({ webhooks: { allowPrivate: true, requireHttps: false, retentionDays: 30 } });
  ({ key, resellerId } = await t.newReseller('Health'));
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await t.store.db.delete(webhookEndpoints);
});
afterAll(() => t.close());

describe('webhook endpoint health', () => {
  it('is HEALTHY before any attempt, FAILING from the first failure, HEALTHY again after a success', async () => {
    const { receiver, endpointId } = await receiverEndpoint([500, 500, 200]);
    expect(await healthOf(endpointId)).toEqual({
      status: 'HEALTHY',
      lastSuccessAt: null,
      lastFailureAt: null,
      failingSince: null,
      attemptsLast24Hours: 0,
      failedLast24Hours: 0,
      disabledAt: null,
      disabledReason: null,
    });
    startWorker();
    const failedAt = t.now().toISOString();
    await sendTest(t, key, endpointId);
    await receiver.waitFor(1);
    await eventually(async () => (await healthOf(endpointId)).status === 'FAILING');
    expect(await healthOf(endpointId)).toMatchObject({
      failingSince: failedAt,
      lastFailureAt: failedAt,
      attemptsLast24Hours: 1,
      failedLast24Hours: 1,
    });
    // The retries come 5 s and 1 min later: the second fails, the third succeeds.
    await advanceUntilAttempts(5_000, endpointId, 2);
    const lastFailedAt = t.now().toISOString();
    await advanceUntilAttempts(60_000, endpointId, 3);
    await eventually(async () => (await healthOf(endpointId)).status === 'HEALTHY');
    expect(await healthOf(endpointId)).toMatchObject({
      failingSince: null,
      lastFailureAt: lastFailedAt,
      lastSuccessAt: t.now().toISOString(),
      attemptsLast24Hours: 3,
      failedLast24Hours: 2,
    });
    // A day later the 24-hour figures have emptied; the last success and failure stay.
    t.advance(DAY_MS);
    expect(await healthOf(endpointId)).toMatchObject({ attemptsLast24Hours: 0, lastFailureAt: lastFailedAt });
  });

  it('disables an endpoint whose receiver answers 410 Gone at once: waiting deliveries FAILED, one activity by SERVICE, the event to the other endpoints', async () => {
    const gone = await receiverEndpoint([410], 'Gone');
    const other = await receiverEndpoint([200], 'Still here');
    await sendTests(gone.endpointId, 3);
    const disabledAt = t.now().toISOString();
    startWorker();
    await gone.receiver.waitFor(1);
    await eventually(async () => (await healthOf(gone.endpointId)).status === 'DISABLED');

    expect(await healthOf(gone.endpointId)).toMatchObject({
      disabledAt,
      disabledReason: 'GONE',
      failedLast24Hours: 1,
    });
    const deliveries = await deliveriesOf(t, key, gone.endpointId);
    expect(deliveries.map((d) => [d.status, d.attempts]).sort()).toEqual([
      ['FAILED', 0],
      ['FAILED', 0],
      ['FAILED', 1],
    ]);
    expect(gone.receiver.received).toHaveLength(1);

    const disabled = (await activity(t, key, { action: 'webhook.disabled' })).events;
    expect(disabled).toHaveLength(1);
    expect(disabled[0]).toMatchObject({
      subjectId: gone.endpointId,
      actor: { kind: 'SERVICE', keyId: null },
      clientAddress: null,
      details: JSON.stringify({ reason: 'GONE' }),
    });

    const [told] = await other.receiver.waitFor(1);
    expect(JSON.parse(told!.body)).toEqual({
      type: 'webhook.disabled',
      timestamp: disabledAt,
      data: { endpointId: gone.endpointId, url: gone.url, reason: 'GONE' },
    });
    expect(other.receiver.received).toHaveLength(1);
  });

  it('disables an endpoint after 5 days of failures only with at least 10 failed attempts, by the injected clock', async () => {
    const failing = await receiverEndpoint([500], 'Down');
    const few = await receiverEndpoint([500], 'Down, seldom called');
    const startedAt = t.now().toISOString();
    startWorker();
    await sendTests(failing.endpointId, 5);
    await sendTest(t, key, few.endpointId);
    await eventually(async () => (await attemptsMade(failing.endpointId)) >= 5);
    await eventually(async () => (await attemptsMade(few.endpointId)) >= 1);

    // Nearly five days on: each delivery's first retry fails, 10 failed attempts in all, still enabled.
    await advanceUntilAttempts(5 * DAY_MS - 120_000, failing.endpointId, 10);
    await eventually(async () => (await attemptsMade(few.endpointId)) >= 2);
    const nearly = await healthOf(failing.endpointId);
    expect(nearly).toMatchObject({ status: 'FAILING', failingSince: startedAt });
    // Only the retries are within 24 hours, and every one failed.
    expect(nearly.attemptsLast24Hours).toBeGreaterThanOrEqual(5);
    expect(nearly.attemptsLast24Hours).toBeLessThan(10);
    expect(nearly.failedLast24Hours).toBe(nearly.attemptsLast24Hours);

    // Past five days: the next failure disables it. The endpoint with two failures in five days stays.
    await advanceUntilAttempts(240_000, failing.endpointId, 11);
    // (and the event `webhook.disabled`, which it is sent too)
    await eventually(async () => (await attemptsMade(few.endpointId)) >= 3);
    await eventually(async () => (await healthOf(failing.endpointId)).status === 'DISABLED');
    expect(await healthOf(failing.endpointId)).toMatchObject({ disabledReason: 'FAILING' });
    expect(await healthOf(few.endpointId)).toMatchObject({ status: 'FAILING', failingSince: startedAt });
    const disabled = (await activity(t, key, { action: 'webhook.disabled' })).events;
    expect(disabled.filter((e) => e.subjectId === failing.endpointId)).toHaveLength(1);
    expect(disabled.find((e) => e.subjectId === failing.endpointId)?.details).toBe(
      JSON.stringify({ reason: 'FAILING' }),
    );
  });

  it('follows HANDBOOK_WEBHOOK_DISABLE_AFTER_DAYS', async () => {
    const failing = await receiverEndpoint([500], 'Down');
    startWorker(1);
    await sendTests(failing.endpointId, 5);
    await eventually(async () => (await attemptsMade(failing.endpointId)) >= 5);
    await advanceUntilAttempts(DAY_MS + 60_000, failing.endpointId, 10);
    await eventually(async () => (await healthOf(failing.endpointId)).disabledReason === 'FAILING');
  });

  it('recovers the failed deliveries of an enabled endpoint: refused while disabled, enabling clears the failing state', async () => {
    const since = t.now().toISOString();
    const flaky = await receiverEndpoint([410, 200]);
    await sendTests(flaky.endpointId, 3);
    startWorker();
    await eventually(async () => (await healthOf(flaky.endpointId)).status === 'DISABLED');

    const refused = await t.reseller(key, RECOVER, { id: flaky.endpointId, since });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    dataOf(await t.reseller(key, ENABLE, { id: flaky.endpointId, enabled: true }));
    expect(await healthOf(flaky.endpointId)).toMatchObject({
      status: 'HEALTHY',
      failingSince: null,
      disabledAt: null,
      disabledReason: null,
    });

    t.advance(60_000);
    expect(
      dataOf(await t.reseller(key, RECOVER, { id: flaky.endpointId, since })).recoverWebhookDeliveries,
    ).toBe(3);
    await flaky.receiver.waitFor(4);
    await eventually(async () =>
      (await deliveriesOf(t, key, flaky.endpointId)).filter((d) => d.status === 'DELIVERED').length === 3
        ? true
        : undefined,
    );
    const recovered = (await activity(t, key, { action: 'webhook.recovered' })).events;
    expect(recovered).toHaveLength(1);
    expect(recovered[0]).toMatchObject({
      subjectId: flaky.endpointId,
      details: JSON.stringify({ count: 3 }),
    });
    // What was sent again is not sent a third time.
    expect(
      dataOf(await t.reseller(key, RECOVER, { id: flaky.endpointId, since })).recoverWebhookDeliveries,
    ).toBe(0);
  });

  it('recovers only since `since`, within retention and the 1,000-waiting bound', async () => {
    const { endpointId } = await receiverEndpoint([200]);
    const failed = (daysAgo: number) => ({
      id: newId('whd'),
      endpointId,
      messageId: newId('msg'),
      eventType: 'webhook.test',
      payload: '{}',
      status: 'FAILED' as const,
      createdAt: new Date(t.now().getTime() - daysAgo * DAY_MS),
    });
    await t.store.db.insert(webhookDeliveries).values([failed(31), failed(2), failed(0), failed(0)]);
    const waiting = Array.from({ length: 999 }, () => ({
      ...failed(0),
      status: 'PENDING' as const,
      nextAttemptAt: new Date(t.now().getTime() + DAY_MS),
    }));
    await t.store.db.insert(webhookDeliveries).values(waiting);
    const recover = async (daysAgo: number) =>
      dataOf(
        await t.reseller(key, RECOVER, {
          id: endpointId,
          since: new Date(t.now().getTime() - daysAgo * DAY_MS).toISOString(),
        }),
      ).recoverWebhookDeliveries;
    // One place left of 1,000: one of the two since yesterday, then none.
    expect(await recover(1)).toBe(1);
    expect(await recover(1)).toBe(0);
    await t.store.db.delete(webhookDeliveries).where(
      inArray(
        webhookDeliveries.id,
        waiting.map((w) => w.id),
      ),
    );
    // From 40 days back: the other one of yesterday and the one of 2 days ago; the one of 31 days ago is past
    // the 30 days' retention, and the one queued again already is waiting.
    expect(await recover(40)).toBe(2);
  });

  // Two instances on one PostgreSQL: both see the rule met, one disables (disable-endpoint.ts).
  it.runIf(process.env.TEST_STORE === 'postgres')(
    'disables once, with one activity and one event, when two instances see 410 at the same moment',
    async () => {
      const second = await openStore({ databaseUrl: t.databaseUrl! }, { poolSize: 4 });
      cleanups.push(() => second.close());
      // Each answer waits a little, so that both instances' attempts are under way together.
      const gone = await receiverEndpoint(
        [(res) => void setTimeout(() => res.writeHead(410).end(), 300)],
        'Gone',
      );
      const other = await receiverEndpoint([200], 'Told');
      await sendTests(gone.endpointId, 8);
      startWorker(5, { concurrency: 4 });
      startWorker(5, { db: second.db, concurrency: 4 });
      await eventually(async () => (await healthOf(gone.endpointId)).status === 'DISABLED');
      await gone.receiver.waitFor(2);
      await eventually(async () =>
        (await deliveriesOf(t, key, gone.endpointId)).every((d) => d.status === 'FAILED'),
      );
      const disabled = (await activity(t, key, { action: 'webhook.disabled' })).events;
      expect(disabled.filter((e) => e.subjectId === gone.endpointId)).toHaveLength(1);
      await other.receiver.waitFor(1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(other.receiver.received.map((r) => JSON.parse(r.body).type)).toEqual(['webhook.disabled']);

      // The deciding statement alone, raced from both instances: one of each pair wins.
      for (let i = 0; i < 6; i++) {
        const { endpointId } = await createEndpoint(t, key, `${other.url}?${i}`);
        const won = await Promise.all([
          disableEndpoint(t.store.db, endpointId, EndpointDisabledReason.Gone, t.now()),
          disableEndpoint(second.db, endpointId, EndpointDisabledReason.Gone, t.now()),
        ]);
        expect(won.filter(Boolean)).toHaveLength(1);
      }
    },
  );

  it('lets every role read health, and only ADMIN recover', async () => {
    const { endpointId } = await receiverEndpoint([200]);
    for (const role of API_KEY_ROLES) {
      const issued = await issueApiKey(t.store.db, resellerId, { name: `Health ${role}`, role }, t.now());
      const read = await t.reseller(issued.key, HEALTH);
      expect(dataOf(read).webhookEndpoints[0]?.health.status).toBe('HEALTHY');
      const recover = await t.reseller(issued.key, RECOVER, { id: endpointId, since: t.now().toISOString() });
      if (role === ApiKeyRole.Admin) expect(dataOf(recover).recoverWebhookDeliveries).toBe(0);
      else expect(recover.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const unknown = await t.reseller(key, RECOVER, { id: 'whe_unknown', since: t.now().toISOString() });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('records a manual disabling as MANUAL, without an event or a SERVICE activity', async () => {
    const { endpointId } = await receiverEndpoint([200]);
    dataOf(await t.reseller(key, ENABLE, { id: endpointId, enabled: false }));
    expect(await healthOf(endpointId)).toMatchObject({
      status: 'DISABLED',
      disabledAt: t.now().toISOString(),
      disabledReason: 'MANUAL',
    });
  });
});
