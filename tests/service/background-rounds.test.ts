import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runBackgroundRound, type BackgroundDeps } from '@/lib/service/host/background-round';
import { deliverAfterResponse } from '@/lib/service/host/deliver-after-response';
import { collectQueuedDeliveries } from '@/lib/service/host/queued-deliveries';
import { createWebhookSender } from '@/lib/service/webhooks/send-webhook';
import { createCustomer, issueToken, REVOKE_TOKEN } from './fixtures';
import { createTestService, OVER_HTTP, send, type TestService } from './harness';
import {
  createEndpoint,
  DELETE_ENDPOINT,
  deliveriesOf,
  SEND_TEST,
  sendTest,
  startReceiver,
  type Receiver,
} from './webhooks-fixtures';

/** The bounded rounds every driver of background work runs (lib/service/host), on the service's store. */
const DAY_MS = 86_400_000;
let t: TestService;
let key: string;
let userId: string;
let receiver: Receiver;
let endpointId: string;
let deps: BackgroundDeps;
const never = new AbortController().signal;

beforeAll(async () => {
  t = await createTestService({ webhooks: { allowPrivate: true, requireHttps: false } });
  ({ key } = await t.newReseller('Rounds'));
  userId = await createCustomer(t, key, 'rounds@example.com', 'Round Robin');
  receiver = await startReceiver([200]);
  ({ endpointId } = await createEndpoint(t, key, receiver.url));
  deps = {
    db: t.store.db,
    secretBox: t.service.deps.webhooks.secretBox,
    sender: createWebhookSender({ allowPrivate: true }),
    clock: t.now,
    disableAfterDays: 5,
    noticeDays: [1],
    retentionDays: { activity: 365, webhooks: 30, usage: 400 },
  };
});
afterEach(() => {
  receiver.received.length = 0;
});
afterAll(async () => {
  deps.sender.close();
  await receiver.close();
  await t.close();
});

describe('background rounds', () => {
  // The collection wraps the Next route's call in-process; over node:http (the standalone service, which has
  // no after() and refuses cron mode) the request runs in the server's own context.
  it.skipIf(OVER_HTTP)('collects the deliveries a request queued, and after() sends only those', async () => {
    const waiting = await sendTest(t, key, endpointId);
    const { token } = { token: (await issueToken(t, key, userId)).issuedToken.tokenId };
    const { result, queued } = await collectQueuedDeliveries(() =>
      t.reseller(key, REVOKE_TOKEN, { tokenId: token }),
    );
    expect(result.status).toBe(200);
    expect(queued).toHaveLength(1);

    await deliverAfterResponse(deps, queued, 'tenant');
    expect(receiver.received.map((r) => JSON.parse(r.body) as { type: string }).map((b) => b.type)).toEqual([
      'token.revoked',
    ]);
    const statuses = new Map((await deliveriesOf(t, key, endpointId)).map((d) => [d.deliveryId, d.status]));
    expect(statuses.get(queued[0]!)).toBe('DELIVERED');
    expect(statuses.get(waiting)).toBe('PENDING');
  });

  // A client that hung up mid-request (its request's signal aborted) still has its change made, answered to
  // nobody but without a fault, and the change's deliveries go out after the answer.
  it.skipIf(OVER_HTTP)('collects the deliveries of a request whose client has gone away', async () => {
    const { tokenId } = (await issueToken(t, key, userId)).issuedToken;
    const gone = new AbortController();
    gone.abort();
    const { result, queued } = await collectQueuedDeliveries(() =>
      send(t.service.resellerApi, {
        headers: { 'x-api-token': key },
        body: JSON.stringify({ query: REVOKE_TOKEN.toString(), variables: { tokenId } }),
        signal: gone.signal,
      }),
    );
    expect(result.status).toBe(200);
    expect(result.body.errors).toBeUndefined();
    expect(queued).toHaveLength(1);

    await deliverAfterResponse(deps, queued, 'tenant');
    expect(receiver.received.map((r) => (JSON.parse(r.body) as { type: string }).type)).toEqual([
      'token.revoked',
    ]);
  });

  it.skipIf(OVER_HTTP)(
    "after() rounds share one budget: a tenant's third round waits for the cron route, another tenant's goes",
    async () => {
      const slow = await startReceiver(['hold']);
      const { key: slowKey } = await t.newReseller('Slow receivers');
      const { endpointId: slowEndpoint } = await createEndpoint(t, slowKey, slow.url);
      const queue = async () =>
        (await collectQueuedDeliveries(() => t.reseller(slowKey, SEND_TEST, { id: slowEndpoint }))).queued;
      try {
        const [first, second, third, other] = [await queue(), await queue(), await queue(), await queue()];
        const held = [
          deliverAfterResponse(deps, first, 'flood'),
          deliverAfterResponse(deps, second, 'flood'),
        ];
        await slow.waitFor(2);
        // The tenant's two rounds are held by its receiver: a third is not started; its delivery stays due.
        await deliverAfterResponse(deps, third, 'flood');
        const waiting = (await deliveriesOf(t, slowKey, slowEndpoint)).find((d) => d.deliveryId === third[0]);
        expect(waiting).toMatchObject({ status: 'PENDING', attempts: 0 });
        // Another tenant still has room.
        const otherRound = deliverAfterResponse(deps, other, 'someone else');
        await slow.waitFor(3);
        expect(slow.received).toHaveLength(3);
        await slow.close();
        await Promise.all([...held, otherRound]);
      } finally {
        await slow.close();
        // Its deliveries, failed or due, are not the next test's to send.
        await t.reseller(slowKey, DELETE_ENDPOINT, { id: slowEndpoint });
      }
    },
  );

  it('runs the scan, the sweeps and the due deliveries in one round, and says what it did', async () => {
    // The first scan starts the clock; the token's one-day notice point comes an hour after issue.
    await runBackgroundRound(deps, 30_000, never);
    receiver.received.length = 0;
    const { issuedToken } = await issueToken(t, key, userId, DAY_MS / 1_000 + 3_600);
    await sendTest(t, key, endpointId);
    t.advance(2 * 3_600_000);
    const counts = await runBackgroundRound(deps, 30_000, never);
    expect(counts).toEqual({
      delivered: 3,
      failed: 0,
      queuedNotices: 1,
      sweptEvents: 0,
      sweptDeliveries: 0,
      sweptUsage: 0,
    });
    const expiring = receiver.received
      .map((r) => JSON.parse(r.body) as { type: string; data: { tokenId?: string } })
      .filter((b) => b.type === 'token.expiring');
    expect(expiring.map((b) => b.data.tokenId)).toEqual([issuedToken.tokenId]);

    const kept = (await deliveriesOf(t, key, endpointId)).length;
    t.advance(31 * DAY_MS);
    const later = await runBackgroundRound(deps, 30_000, never);
    // The token has expired meanwhile: its token.expired is queued at its expiry, itself past retention.
    expect(later.queuedNotices).toBe(1);
    expect(later.sweptDeliveries).toBe(kept + 1);
    expect(await deliveriesOf(t, key, endpointId)).toEqual([]);
    expect(later.sweptEvents).toBe(0);
  });

  it('starts no attempt that could outlive the round', async () => {
    await sendTest(t, key, endpointId);
    expect(await runBackgroundRound(deps, 1_000, never)).toMatchObject({ delivered: 0, failed: 0 });
    expect(receiver.received).toHaveLength(0);
  });
});
