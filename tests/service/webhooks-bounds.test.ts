import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '@/lib/service/db/schema';
import { WebhookDeliveryStatus } from '@/lib/service/generated/reseller-types';
import { newId } from '@/lib/service/core/ids';
import { WEBHOOK_MAX_WAITING_PER_ENDPOINT } from '@/lib/contract/limits';
import { sweepDeliveries } from '@/lib/service/webhooks/retention';
import {
  REDELIVERIES_PER_ENDPOINT_PER_MINUTE,
  TEST_SENDS_PER_ENDPOINT_PER_MINUTE,
} from '@/lib/service/webhooks/webhook-deps';
import { createCustomer, errorOf } from './fixtures';
import { createTestService, dataOf, type GraphqlResult, type TestService } from './harness';
import { createEndpoint, deliveriesOf, ENDPOINTS, REDELIVER, SEND_TEST } from './webhooks-fixtures';

const DAY_MS = 86_400_000;

let t: TestService;
let key: string;

beforeAll(async () => {
  t = await createTestService({ webhooks: { allowPrivate: true, requireHttps: false } });
  ({ key } = await t.newReseller('Bounds'));
});
afterEach(async () => {
  await t.store.db.delete(webhookEndpoints);
  // Each test starts in a fresh minute of test sends.
  t.advance(60_000);
});
afterAll(() => t.close());

/** Writes `count` deliveries for an endpoint straight into the outbox, as if events had queued them. */
async function fill(
  endpointId: string,
  count: number,
  createdAt: Date,
  status: WebhookDeliveryStatus = WebhookDeliveryStatus.Pending,
) {
  const rows = Array.from({ length: count }, () => ({
    id: newId('whd'),
    endpointId,
    messageId: newId('msg'),
    eventType: 'webhook.test',
    payload: '{}',
    status,
    createdAt,
    // Not due for a day: nothing here is sent.
    nextAttemptAt: new Date(createdAt.getTime() + DAY_MS),
  }));
  await t.store.db.insert(webhookDeliveries).values(rows);
  return rows.map((row) => row.id);
}

const droppedCountOf = async (endpointId: string) =>
  dataOf(await t.reseller(key, ENDPOINTS)).webhookEndpoints.find((e) => e.endpointId === endpointId)
    ?.droppedCount;

function expectRateLimited(result: GraphqlResult) {
  expect(result.status).toBe(429);
  expect(Number(result.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(errorOf(result)?.code).toBe('RATE_LIMITED');
}

describe('the outbox is bounded', () => {
  it(`keeps at most ${WEBHOOK_MAX_WAITING_PER_ENDPOINT} deliveries waiting per endpoint, dropping and counting further events`, async () => {
    const { endpointId: full } = await createEndpoint(t, key, 'http://127.0.0.1:9/full');
    const { endpointId: roomy } = await createEndpoint(t, key, 'http://127.0.0.1:9/roomy');
    const [waiting] = await fill(full, WEBHOOK_MAX_WAITING_PER_ENDPOINT - 1, t.now());
    expect(await droppedCountOf(full)).toBe(0);

    // The last place is taken; the next test send has none: refused, so the person knows (not counted).
    dataOf(await t.reseller(key, SEND_TEST, { id: full }));
    const refused = await t.reseller(key, SEND_TEST, { id: full });
    expectRateLimited(refused);
    expect(refused.body.errors?.[0]?.message).toMatch(/1,000 deliveries are already waiting/);
    expectRateLimited(await t.reseller(key, REDELIVER, { id: waiting! }));
    expect(await droppedCountOf(full)).toBe(0);

    // An event of a change: the change happens, the full endpoint drops and counts it, the other gets it.
    await createCustomer(t, key, 'ada@example.com', 'Ada');
    expect(await droppedCountOf(full)).toBe(1);
    expect((await deliveriesOf(t, key, roomy)).map((d) => d.eventType)).toEqual(['customer.created']);
    const pending = await t.store.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, full));
    expect(pending).toHaveLength(WEBHOOK_MAX_WAITING_PER_ENDPOINT);

    // A delivery that stops waiting makes room again.
    await t.store.db
      .update(webhookDeliveries)
      .set({ status: WebhookDeliveryStatus.Delivered, nextAttemptAt: null })
      .where(eq(webhookDeliveries.id, waiting!));
    dataOf(await t.reseller(key, REDELIVER, { id: waiting! }));
    expect(await droppedCountOf(full)).toBe(1);
    expect(await droppedCountOf(roomy)).toBe(0);
  });

  it('deletes deliveries older than the retention period, whatever their status, and keeps the rest', async () => {
    const { endpointId } = await createEndpoint(t, key, 'http://127.0.0.1:9/old');
    const old = new Date(t.now().getTime() - 31 * DAY_MS);
    const recent = new Date(t.now().getTime() - 29 * DAY_MS);
    await fill(endpointId, 3, old);
    await fill(endpointId, 2, old, WebhookDeliveryStatus.Failed);
    const kept = await fill(endpointId, 2, recent);

    expect(await sweepDeliveries(t.store.db, t.now(), 30)).toBe(5);
    const left = await deliveriesOf(t, key, endpointId);
    expect(left.map((d) => d.deliveryId).sort()).toEqual([...kept].sort());
    expect(await sweepDeliveries(t.store.db, t.now(), 30)).toBe(0);
  });

  it(`refuses test sends beyond ${TEST_SENDS_PER_ENDPOINT_PER_MINUTE} per endpoint and minute, aliased ones too`, async () => {
    const { endpointId } = await createEndpoint(t, key, 'http://127.0.0.1:9/tests');
    const { endpointId: other } = await createEndpoint(t, key, 'http://127.0.0.1:9/other');
    const sends = Array.from(
      { length: TEST_SENDS_PER_ENDPOINT_PER_MINUTE + 1 },
      (_, i) => `s${i}: sendTestWebhook(endpointId: $id)`,
    ).join(' ');
    const result = await t.reseller(key, `mutation ($id: ID!) { ${sends} }`, { id: endpointId });
    expectRateLimited(result);
    expect(result.body.errors).toHaveLength(1);
    expect(result.body.errors?.[0]?.message).toMatch(/At most 5 test webhooks per endpoint and minute/);
    // The ones within the limit were queued.
    expect(await deliveriesOf(t, key, endpointId)).toHaveLength(TEST_SENDS_PER_ENDPOINT_PER_MINUTE);
    // Another endpoint has its own count; the next minute starts a new one.
    dataOf(await t.reseller(key, SEND_TEST, { id: other }));
    expectRateLimited(await t.reseller(key, SEND_TEST, { id: endpointId }));
    t.advance(60_000);
    dataOf(await t.reseller(key, SEND_TEST, { id: endpointId }));
  });

  it(`refuses redeliveries beyond ${REDELIVERIES_PER_ENDPOINT_PER_MINUTE} per endpoint and minute`, async () => {
    const { endpointId } = await createEndpoint(t, key, 'http://127.0.0.1:9/again');
    const { endpointId: other } = await createEndpoint(t, key, 'http://127.0.0.1:9/again-other');
    const [delivered] = await fill(endpointId, 1, t.now(), WebhookDeliveryStatus.Delivered);
    const [otherDelivered] = await fill(other, 1, t.now(), WebhookDeliveryStatus.Delivered);
    // Ten at once, as aliases of one request (the most aliases a request may have): all queued.
    const again = Array.from(
      { length: REDELIVERIES_PER_ENDPOINT_PER_MINUTE },
      (_, i) => `r${i}: redeliverWebhook(deliveryId: $id)`,
    ).join(' ');
    dataOf(await t.reseller(key, `mutation ($id: ID!) { ${again} }`, { id: delivered! }));
    expect(await deliveriesOf(t, key, endpointId)).toHaveLength(REDELIVERIES_PER_ENDPOINT_PER_MINUTE + 1);
    const refused = await t.reseller(key, REDELIVER, { id: delivered! });
    expectRateLimited(refused);
    expect(refused.body.errors?.[0]?.message).toMatch(/At most 10 redeliveries per endpoint and minute/);
    // Another endpoint has its own count; the next minute starts a new one.
    dataOf(await t.reseller(key, REDELIVER, { id: otherDelivered! }));
    expectRateLimited(await t.reseller(key, REDELIVER, { id: delivered! }));
    t.advance(60_000);
    dataOf(await t.reseller(key, REDELIVER, { id: delivered! }));
  });
});
