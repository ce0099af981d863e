import { createHmac } from 'node:crypto';
import type { LookupFunction } from 'node:net';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Database, type Store } from '@/lib/service/db/open-store';
import { webhookDeliveries, webhookEndpoints } from '@/lib/service/db/schema';
import { RETRY_DELAYS_MS } from '@/lib/service/webhooks/retry-schedule';
import type { SecretBox } from '@/lib/service/core/dependencies';
import { createSecretBox } from '@/lib/service/webhooks/secret-box';
import { createWebhookSender, type SenderOptions } from '@/lib/service/webhooks/send-webhook';
import { TEST_SENDS_PER_ENDPOINT_PER_MINUTE } from '@/lib/service/webhooks/webhook-deps';
import { startWebhookWorker, type WebhookWorker } from '@/lib/service/host/webhook-worker';
import { sweepRetention } from '@/lib/service/host/retention-sweeps';
import { createTestService, JWT_SECRET, type TestService } from './harness';
import {
  CREATE_ENDPOINT,
  createEndpoint,
  deliveriesOf,
  eventually,
  rotateSecret,
  sendTest,
  startReceiver,
  type Delivery,
  type Receiver,
} from './webhooks-fixtures';

// Registration sees this name as a public address; the sender of one test is then told it is 127.0.0.1.
const resolveHost = async (host: string) => (host.endsWith('.test') ? ['93.184.216.34'] : [host]);
const toLoopback: LookupFunction = (_hostname, options, callback) => {
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

let t: TestService;
let key: string;
const running: { worker: WebhookWorker; receiver?: Receiver }[] = [];
// The workers' clock: real time (receivers check the signature's timestamp), pushed ahead past retry pauses.
let ahead = 0;
const clock = () => new Date(Date.now() + ahead);

function startWorker(
  options: Partial<SenderOptions> & { store?: Store; db?: Database; secretBox?: SecretBox } = {},
): WebhookWorker {
  const worker = startWebhookWorker({
    db: options.db ?? (options.store ?? t.store).db,
    secretBox: options.secretBox ?? t.service.deps.webhooks.secretBox,
    sender: createWebhookSender({ allowPrivate: true, ...options }),
    noticeDays: [7, 1],
    scanSeconds: 3_600,
    disableAfterDays: 5,
    soleProcess: false,
    clock,
    pollMs: 25,
  });
  running.push({ worker });
  return worker;
}

async function receiverEndpoint(answers: Parameters<typeof startReceiver>[0] = [200]) {
  const receiver = await startReceiver(answers);
  running.push({ worker: { stop: async () => {} }, receiver });
  const endpoint = await createEndpoint(t, key, receiver.url, 'Test receiver');
  return { receiver, ...endpoint };
}

async function deliveryOnceSettled(endpointId: string, deliveryId: string, done: (d: Delivery) => boolean) {
  return eventually(async () => {
    const found = (await deliveriesOf(t, key, endpointId)).find((d) => d.deliveryId === deliveryId);
    return found && done(found) ? found : undefined;
  });
}

beforeAll(async () => {
  t = await createTestService({ webhooks: { allowPrivate: true, requireHttps: false, resolveHost } });
  ({ key } = await t.newReseller('Deliveries'));
});
afterEach(async () => {
  for (const { worker, receiver } of running.splice(0)) {
    await worker.stop();
    await receiver?.close();
  }
  ahead = 0;
  // Each test starts with an empty outbox: no retries of an earlier test's deliveries.
  await t.store.db.delete(webhookEndpoints);
});
afterAll(() => t.close());

describe('webhook delivery', () => {
  it('sends a signed Standard Webhooks request that the official verifier and an independent HMAC accept', async () => {
    const { receiver, endpointId, secret } = await receiverEndpoint();
    startWorker();
    const deliveryId = await sendTest(t, key, endpointId);
    const [request] = await receiver.waitFor(1);
    const headers = request!.headers as Record<string, string>;

    expect(headers['content-type']).toBe('application/json');
    const verified = new Webhook(secret).verify(request!.body, headers);
    expect(verified).toEqual({
      type: 'webhook.test',
      timestamp: t.now().toISOString(),
      data: { endpointId },
    });
    // The same check written from the specification with node:crypto: v1,<base64 HMAC-SHA256 of id.ts.body>.
    const keyBytes = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', keyBytes)
      .update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${request!.body}`)
      .digest('base64');
    expect(headers['webhook-signature']).toBe(`v1,${expected}`);
    expect(Math.abs(Number(headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
    // A tampered body fails the verifier.
    expect(() => new Webhook(secret).verify(request!.body.replace('test', 'tset'), headers)).toThrow();

    const delivery = await deliveryOnceSettled(endpointId, deliveryId, (d) => d.status === 'DELIVERED');
    expect(delivery).toMatchObject({
      attempts: 1,
      responseStatus: 200,
      lastFailure: null,
      nextAttemptAt: null,
    });
    expect(headers['webhook-id']).toBe(delivery.messageId);
  });

  it('retries a 500 after a pause and delivers the same message with the same webhook-id', async () => {
    const { receiver, endpointId } = await receiverEndpoint([500, 200]);
    startWorker();
    const deliveryId = await sendTest(t, key, endpointId);
    await receiver.waitFor(1);
    const retrying = await deliveryOnceSettled(
      endpointId,
      deliveryId,
      (d) => d.attempts === 1 && d.nextAttemptAt !== null && d.responseStatus === 500,
    );
    expect(retrying.status).toBe('PENDING');
    // Counted from the end of the attempt that failed: the first retry within 10 seconds of the first attempt.
    const pause = Date.parse(retrying.nextAttemptAt!) - Date.parse(retrying.lastAttemptAt!);
    expect(pause).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[0]);
    expect(pause).toBeLessThan(10_000);

    ahead = RETRY_DELAYS_MS[0];
    const [first, second] = await receiver.waitFor(2);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.body).toBe(first!.body);
    const delivered = await deliveryOnceSettled(endpointId, deliveryId, (d) => d.status === 'DELIVERED');
    expect(delivered).toMatchObject({ attempts: 2, responseStatus: 200 });
  });

  it('gives up after the last retry, about a day and a half later: FAILED', async () => {
    const { receiver, endpointId } = await receiverEndpoint([503]);
    startWorker();
    const deliveryId = await sendTest(t, key, endpointId);
    for (const [i, delay] of RETRY_DELAYS_MS.entries()) {
      await receiver.waitFor(i + 1);
      // The attempt is recorded (its claim given up) before the clock moves past the pause it set.
      await eventually(async () => {
        const [row] = await t.store.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.id, deliveryId));
        return row?.attempts === i + 1 && row.claimToken === null;
      });
      ahead += delay;
    }
    const failed = await deliveryOnceSettled(endpointId, deliveryId, (d) => d.status === 'FAILED');
    expect(failed).toMatchObject({
      attempts: RETRY_DELAYS_MS.length + 1,
      responseStatus: 503,
      nextAttemptAt: null,
    });
    expect(RETRY_DELAYS_MS.at(-1)).toBe(24 * 3_600_000);
    expect(receiver.received).toHaveLength(RETRY_DELAYS_MS.length + 1);
  });

  it('counts no answer within the timeout as a failed attempt (TIMEOUT), and follows no redirect', async () => {
    const { receiver: slow, endpointId: slowId } = await receiverEndpoint(['hold']);
    const target = await startReceiver([200]);
    running.push({ worker: { stop: async () => {} }, receiver: target });
    const { endpointId: movedId, receiver: moved } = await receiverEndpoint([
      (res) => res.writeHead(307, { location: target.url }).end(),
    ]);
    startWorker({ timeoutMs: 300 });
    const [slowDelivery, movedDelivery] = [await sendTest(t, key, slowId), await sendTest(t, key, movedId)];

    await slow.waitFor(1);
    expect(await deliveryOnceSettled(slowId, slowDelivery, (d) => d.lastFailure !== null)).toMatchObject({
      status: 'PENDING',
      lastFailure: 'TIMEOUT',
      responseStatus: null,
    });
    await moved.waitFor(1);
    expect(await deliveryOnceSettled(movedId, movedDelivery, (d) => d.responseStatus !== null)).toMatchObject(
      {
        status: 'PENDING',
        responseStatus: 307,
      },
    );
    expect(target.received).toHaveLength(0);
  });

  it('refuses a private address at delivery time, even when the name resolved publicly at registration', async () => {
    const receiver = await startReceiver([200]);
    running.push({ worker: { stop: async () => {} }, receiver });
    const port = new URL(receiver.url).port;
    const { endpointId: rebound } = await createEndpoint(t, key, `http://rebind.test:${port}/hooks`);
    const { endpointId: literal } = await createEndpoint(t, key, receiver.url);
    startWorker({ allowPrivate: false, lookup: toLoopback });
    const [a, b] = [await sendTest(t, key, rebound), await sendTest(t, key, literal)];
    for (const [endpointId, deliveryId] of [
      [rebound, a],
      [literal, b],
    ] as const) {
      expect(await deliveryOnceSettled(endpointId, deliveryId, (d) => d.lastFailure !== null)).toMatchObject({
        status: 'PENDING',
        lastFailure: 'ADDRESS_REFUSED',
        responseStatus: null,
      });
    }
    expect(receiver.received).toHaveLength(0);
  });

  it.each([
    'http://[::ffff:169.254.169.254]/latest',
    'http://[::ffff:100.100.100.200]/latest',
    'http://[64:ff9b::a9fe:a9fe]/',
  ])('refuses %s at registration even where private addresses are allowed', async (url) => {
    const result = await t.reseller(key, CREATE_ENDPOINT, { url });
    expect(result.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'url' });
    expect(result.body.data ?? null).toBeNull();
  });

  it('refuses a cloud metadata address at delivery time even where private addresses are allowed', async () => {
    const toMetadata: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [{ address: '169.254.169.254', family: 4 }]);
      else callback(null, '169.254.169.254', 4);
    };
    const { endpointId } = await createEndpoint(t, key, 'http://metadata.test/latest/meta-data');
    startWorker({ allowPrivate: true, lookup: toMetadata });
    const deliveryId = await sendTest(t, key, endpointId);
    expect(await deliveryOnceSettled(endpointId, deliveryId, (d) => d.lastFailure !== null)).toMatchObject({
      status: 'PENDING',
      lastFailure: 'ADDRESS_REFUSED',
    });
  });

  it('gives an attempt cut short by stop() back, due at once, without counting it as the receiver’s failure', async () => {
    const { receiver, endpointId } = await receiverEndpoint(['hold']);
    const worker = startWorker();
    const deliveryId = await sendTest(t, key, endpointId);
    await receiver.waitFor(1);
    await worker.stop();
    const [row] = await t.store.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, deliveryId));
    expect(row).toMatchObject({
      status: 'PENDING',
      claimToken: null,
      lastFailure: null,
      responseStatus: null,
    });
    expect(row!.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
  });

  it('stops at once when stop() comes while the expiry scan is under way, though the scan then pauses an hour', async () => {
    // The scan's transaction (the worker's only one) waits at a gate until the test opens it.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let waiting = 0;
    const db = new Proxy(t.store.db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver) as unknown;
        return async (...args: Parameters<Database['transaction']>) => {
          waiting++;
          await gate;
          return target.transaction(...args);
        };
      },
    });
    const worker = startWorker({ db });
    await eventually(async () => waiting === 1);
    const stopped = worker.stop().then(() => 'stopped' as const);
    open();
    const late = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 5_000));
    expect(await Promise.race([stopped, late])).toBe('stopped');
  });

  it('moves secrets sealed under an old JWT secret to the new one at start, and still signs with them', async () => {
    const { receiver, endpointId, secret } = await receiverEndpoint();
    const rotated = createSecretBox({ '1': JWT_SECRET, '2': 'the-next-jwt-secret-of-32-bytes-or-more' });
    const sealed = async () =>
      (await t.store.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId)))[0]!
        .sealedSecret;
    expect(rotated.isStale(await sealed())).toBe(true);
    startWorker({ secretBox: rotated });
    await eventually(async () => !rotated.isStale(await sealed()));
    await sendTest(t, key, endpointId);
    const [request] = await receiver.waitFor(1);
    expect(() =>
      new Webhook(secret).verify(request!.body, request!.headers as Record<string, string>),
    ).not.toThrow();
  });

  it('delivers each of many events once with two instances working the same outbox', async () => {
    const { receiver, endpointId } = await receiverEndpoint([200]);
    const count = 40;
    for (let i = 0; i < count; i++) {
      // Test sends are limited per endpoint and minute: the service's clock moves on a minute between fives.
      if (i > 0 && i % TEST_SENDS_PER_ENDPOINT_PER_MINUTE === 0) t.advance(60_000);
      await sendTest(t, key, endpointId);
    }
    // On PostgreSQL the second instance has a pool of its own, as another process would.
    const second = t.databaseUrl ? await openStore({ databaseUrl: t.databaseUrl }, { poolSize: 5 }) : null;
    try {
      startWorker();
      startWorker(second ? { store: second } : {});
      await receiver.waitFor(count);
      await eventually(async () => {
        const all = await deliveriesOf(t, key, endpointId);
        return all.filter((d) => d.status === 'DELIVERED').length === count;
      });
      // Time for any duplicate to arrive.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const ids = receiver.received.map((r) => r.headers['webhook-id']);
      expect(ids).toHaveLength(count);
      expect(new Set(ids).size).toBe(count);
      expect((await deliveriesOf(t, key, endpointId)).every((d) => d.attempts === 1)).toBe(true);
    } finally {
      for (const { worker } of running.splice(0)) await worker.stop();
      await second?.close();
      await receiver.close();
    }
  });
});

describe('a rotated secret', () => {
  const HOUR_MS = 3_600_000;
  const endpointRow = async (id: string) =>
    (await t.store.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]!;
  const verifies = (secret: string, request: { body: string; headers: object }) => {
    try {
      new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
      return true;
    } catch {
      return false;
    }
  };

  // The service's clock is the injected one: rotations are made as of a chosen time, and the workers (on real
  // time, as receivers check the timestamp) sign within or past the overlap. The clock only moves forward,
  // so the rotation past its overlap comes first.
  it('signs with the new secret only once 24 hours have passed, and the sweep then forgets the old one', async () => {
    t.advance(Date.now() - 25 * HOUR_MS - t.now().getTime());
    const { receiver, endpointId, secret: old } = await receiverEndpoint();
    const secret = await rotateSecret(t, key, endpointId);
    startWorker();
    await sendTest(t, key, endpointId);
    const [request] = await receiver.waitFor(1);
    expect(request!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    expect(verifies(secret, request!)).toBe(true);
    expect(verifies(old, request!)).toBe(false);

    expect((await endpointRow(endpointId)).previousSealedSecret).not.toBeNull();
    await sweepRetention(t.store.db, new Date(), { activity: 90, webhooks: 30, usage: 400 });
    expect(await endpointRow(endpointId)).toMatchObject({
      previousSealedSecret: null,
      previousSecretExpiresAt: null,
    });
  });

  it('carries both signatures for 24 hours, so a receiver with either secret accepts; both move to a new ring key', async () => {
    t.advance(Date.now() - t.now().getTime());
    const { receiver, endpointId, secret: old } = await receiverEndpoint();
    const secret = await rotateSecret(t, key, endpointId);
    const ring = createSecretBox({ '1': JWT_SECRET, '2': 'the-next-jwt-secret-of-32-bytes-or-more' });
    startWorker({ secretBox: ring });
    await eventually(async () => !ring.isStale((await endpointRow(endpointId)).previousSealedSecret!));
    await sendTest(t, key, endpointId);
    const [request] = await receiver.waitFor(1);
    const headers = request!.headers as Record<string, string>;
    const [signedNew, signedOld] = headers['webhook-signature']!.split(' ');
    expect(signedNew).toBe(
      new Webhook(secret).sign(
        headers['webhook-id']!,
        new Date(Number(headers['webhook-timestamp']) * 1000),
        request!.body,
      ),
    );
    expect(signedOld).toMatch(/^v1,/);
    expect(verifies(secret, request!)).toBe(true);
    expect(verifies(old, request!)).toBe(true);
    expect(verifies(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, request!)).toBe(false);

    // Not yet past the overlap: the sweep keeps it.
    await sweepRetention(t.store.db, new Date(), { activity: 90, webhooks: 30, usage: 400 });
    expect((await endpointRow(endpointId)).previousSealedSecret).not.toBeNull();
  });
});
