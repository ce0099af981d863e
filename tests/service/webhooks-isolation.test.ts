import type { Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '@/lib/service/db/schema';
import { DEFAULT_ROUND_LIMITS } from '@/lib/service/webhooks/delivery-round';
import { MAX_ENDPOINTS_PER_RESELLER } from '@/lib/service/webhooks/endpoint-store';
import { createWebhookSender } from '@/lib/service/webhooks/send-webhook';
import { TEST_SENDS_PER_ENDPOINT_PER_MINUTE } from '@/lib/service/webhooks/webhook-deps';
import { startWebhookWorker } from '@/lib/service/host/webhook-worker';
import { createTestService, dataOf, type TestService } from './harness';
import {
  createEndpoint,
  deliveriesOf,
  eventually,
  sendTest,
  startRawReceiver,
  startReceiver,
  type Delivery,
} from './webhooks-fixtures';

// Short enough for a test (three tests wait it out, on each store), and longer than BYSTANDER_BOUND_MS: a
// delivery "meanwhile" that waited for the hostile attempt would miss that bound.
const DEADLINE_MS = 2_000;
// How long another reseller's delivery may take while a hostile receiver holds its attempts.
const BYSTANDER_BOUND_MS = 1_500;

let t: TestService;
let attacker: string;
let bystander: string;
const cleanups: (() => Promise<void>)[] = [];

function startWorker(timeoutMs: number) {
  const worker = startWebhookWorker({
    db: t.store.db,
    secretBox: t.service.deps.webhooks.secretBox,
    sender: createWebhookSender({ allowPrivate: true, timeoutMs }),
    noticeDays: [7, 1],
    scanSeconds: 3_600,
    disableAfterDays: 5,
    soleProcess: false,
    pollMs: 25,
  });
  cleanups.push(() => worker.stop());
}

function settled(key: string, endpointId: string, deliveryId: string, timeoutMs: number) {
  return (done: (d: Delivery) => boolean) =>
    eventually(async () => {
      const found = (await deliveriesOf(t, key, endpointId)).find((d) => d.deliveryId === deliveryId);
      return found && done(found) ? found : undefined;
    }, timeoutMs);
}

/** The bystander's test delivery, and how long it took to be DELIVERED. */
async function bystanderDelivery(): Promise<number> {
  const receiver = await startReceiver([200]);
  cleanups.push(() => receiver.close());
  const { endpointId } = await createEndpoint(t, bystander, receiver.url);
  const started = Date.now();
  const deliveryId = await sendTest(t, bystander, endpointId);
  await settled(bystander, endpointId, deliveryId, BYSTANDER_BOUND_MS)((d) => d.status === 'DELIVERED');
  return Date.now() - started;
}

beforeAll(async () => {
  t = await createTestService({ webhooks: { allowPrivate: true, requireHttps: false } });
  ({ key: attacker } = await t.newReseller('Attacker'));
  ({ key: bystander } = await t.newReseller('Bystander'));
});
afterEach(async () => {
  // Workers first: their attempts are cut short before the receivers go.
  for (const cleanup of cleanups.splice(0)) await cleanup();
  await t.store.db.delete(webhookEndpoints);
});
afterAll(() => t.close());

const HEAD_OF_200 = 'HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\n';

const HOSTILE: [string, (socket: Socket) => void, Partial<Delivery>][] = [
  [
    'answers 101 Switching Protocols (Upgrade: websocket)',
    (socket) =>
      socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n'),
    { responseStatus: 101, lastFailure: null },
  ],
  ['never answers and never closes the socket', () => {}, { lastFailure: 'TIMEOUT', responseStatus: null }],
  [
    'sends 200 and its headers, then never ends the body',
    (socket) => socket.write(`${HEAD_OF_200}partial`),
    { lastFailure: 'TIMEOUT', responseStatus: null },
  ],
  [
    'trickles its headers a byte at a time, never ending them',
    (socket) => {
      let sent = 0;
      const timer = setInterval(() => {
        if (socket.destroyed) return clearInterval(timer);
        socket.write(sent < HEAD_OF_200.length - 4 ? HEAD_OF_200[sent++]! : 'x');
      }, 50);
    },
    { lastFailure: 'TIMEOUT', responseStatus: null },
  ],
];

describe('webhook attempts against hostile receivers', () => {
  it.each(HOSTILE)(
    'a receiver that %s: the attempt fails within its deadline, and others are delivered meanwhile',
    async (_name, answer, outcome) => {
      const hostile = await startRawReceiver(answer);
      cleanups.push(() => hostile.close());
      const { endpointId } = await createEndpoint(t, attacker, hostile.url);
      startWorker(DEADLINE_MS);
      const started = Date.now();
      const deliveryId = await sendTest(t, attacker, endpointId);
      await eventually(async () => hostile.connections() > 0);

      expect(await bystanderDelivery()).toBeLessThan(BYSTANDER_BOUND_MS);
      const failed = await settled(
        attacker,
        endpointId,
        deliveryId,
        DEADLINE_MS * 2,
      )((d) => d.lastFailure !== null || d.responseStatus !== null);
      expect(Date.now() - started).toBeLessThan(DEADLINE_MS + 1_500);
      expect(failed).toMatchObject({ status: 'PENDING', attempts: 1, ...outcome });
    },
  );

  it('a reseller with ten hanging endpoints holds its share of the attempts only; another is delivered at once', async () => {
    const hanging = await startReceiver(['hold']);
    cleanups.push(() => hanging.close());
    const sends = Array.from(
      { length: TEST_SENDS_PER_ENDPOINT_PER_MINUTE },
      (_, i) => `s${i}: sendTestWebhook(endpointId: $id)`,
    ).join(' ');
    for (let i = 0; i < MAX_ENDPOINTS_PER_RESELLER; i++) {
      const { endpointId } = await createEndpoint(t, attacker, hanging.url);
      dataOf(await t.reseller(attacker, `mutation ($id: ID!) { ${sends} }`, { id: endpointId }));
    }
    // The contract's 10 seconds: the hanging attempts outlast the whole test.
    startWorker(10_000);
    await hanging.waitFor(DEFAULT_ROUND_LIMITS.perReseller);

    expect(await bystanderDelivery()).toBeLessThan(BYSTANDER_BOUND_MS);
    expect(hanging.received).toHaveLength(DEFAULT_ROUND_LIMITS.perReseller);
  });
});
