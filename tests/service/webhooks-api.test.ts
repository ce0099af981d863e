import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '@/lib/service/db/schema';
import { activity } from './activity-fixtures';
import { createCustomer, DELETE_CUSTOMER, errorOf, ISSUE_TOKEN, issueToken, REVOKE_TOKEN } from './fixtures';
import { createTestService, dataOf, type TestService } from './harness';
import {
  CREATE_ENDPOINT,
  createEndpoint,
  DELETE_ENDPOINT,
  deliveriesOf,
  DELIVERIES,
  ENDPOINTS,
  REDELIVER,
  SEND_TEST,
  sendTest,
} from './webhooks-fixtures';
import { renew } from './token-fixtures';

// Name resolution stands in for DNS: the registration check sees these answers.
const HOSTS: Record<string, string[]> = {
  'hooks.example.com': ['93.184.216.34'],
  'internal.example.com': ['10.1.2.3'],
  'mixed.example.com': ['93.184.216.34', '127.0.0.1'],
  'metadata.example.com': ['169.254.169.254'],
  'v6.example.com': ['2606:4700::1111'],
  'ula.example.com': ['fd00::1'],
};
const resolveHost = async (host: string) => {
  const found = HOSTS[host] ?? (/^[\d.:a-f]+$/.test(host) ? [host] : undefined);
  if (!found) throw new Error('ENOTFOUND');
  return found;
};

let t: TestService;
let key: string;
let otherKey: string;
let endpointId: string;

beforeAll(async () => {
  t = await createTestService({ webhooks: { allowPrivate: false, resolveHost } });
  ({ key } = await t.newReseller('Webhooks'));
  ({ key: otherKey } = await t.newReseller('Other'));
  ({ endpointId } = await createEndpoint(t, key, 'https://hooks.example.com/handbook', 'Production'));
});
afterAll(() => t.close());

const storedDeliveries = (id: string) =>
  t.store.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id));

describe('webhook endpoints', () => {
  it('returns the signing secret once, as whsec_ and 32 base64 bytes, and stores it only sealed', async () => {
    const data = dataOf(
      await t.reseller(key, CREATE_ENDPOINT, {
        url: 'https://v6.example.com/hook?x=1',
        description: '  Staging ',
      }),
    );
    const { secret, endpoint } = data.createWebhookEndpoint;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(endpoint).toMatchObject({ url: 'https://v6.example.com/hook?x=1', description: 'Staging' });
    expect(endpoint.endpointId).toMatch(/^whe_/);

    const [row] = await t.store.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.endpointId));
    expect(row!.sealedSecret).not.toContain(secret.slice(6));
    expect(JSON.stringify(row)).not.toContain(secret);
    // Never again: the list has no secret field at all.
    const listed = await t.reseller(key, '{ webhookEndpoints { endpointId secret } }');
    expect(errorOf(listed)?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    await t.reseller(key, DELETE_ENDPOINT, { id: endpoint.endpointId });
  });

  it.each([
    ['http://hooks.example.com/x', 'http://hooks.example.com/x', /https URL/],
    ['ftp://hooks.example.com/x', 'ftp://hooks.example.com/x', /https URL/],
    ['not a url', 'not a url', /https URL/],
    ['https://user:pw@hooks.example.com/x', 'https://user:pw@hooks.example.com/x', /user name or password/],
    ['https://127.0.0.1/x', 'https://127.0.0.1/x', /loopback, private/],
    ['https://[::1]/x', 'https://[::1]/x', /loopback, private/],
    ['https://localhost.invalid/x', 'https://localhost.invalid/x', /could not be found/],
    ['https://internal.example.com/x', 'https://internal.example.com/x', /loopback, private/],
    ['https://mixed.example.com/x', 'https://mixed.example.com/x', /loopback, private/],
    ['https://metadata.example.com/latest', 'https://metadata.example.com/latest', /loopback, private/],
    ['https://ula.example.com/x', 'https://ula.example.com/x', /loopback, private/],
    ['https://0.0.0.0/x', 'https://0.0.0.0/x', /loopback, private/],
    ['a URL of 2,001 characters', `https://hooks.example.com/${'a'.repeat(2_000)}`, /at most 2,000/],
    [
      'a URL of 1,992 characters, percent-encoded past 2,000',
      `https://hooks.example.com/${'😀'.repeat(983)}`,
      /at most 2,000/,
    ],
  ])('refuses %s with BAD_USER_INPUT on url', async (_name, url, message) => {
    const result = await t.reseller(key, CREATE_ENDPOINT, { url });
    expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field: 'url' });
    expect(result.body.errors![0]!.message).toMatch(message);
  });

  it('refuses a description over 200 characters and an 11th endpoint', async () => {
    const long = await t.reseller(key, CREATE_ENDPOINT, {
      url: 'https://hooks.example.com/',
      description: 'd'.repeat(201),
    });
    expect(errorOf(long)).toEqual({ code: 'BAD_USER_INPUT', field: 'description' });
    const { key: busy } = await t.newReseller('Busy');
    for (let i = 0; i < 10; i++) await createEndpoint(t, busy, `https://hooks.example.com/${i}`);
    const eleventh = await t.reseller(busy, CREATE_ENDPOINT, { url: 'https://hooks.example.com/10' });
    expect(errorOf(eleventh)?.code).toBe('BAD_USER_INPUT');
    expect(eleventh.body.errors![0]!.message).toMatch(/at most 10/);
  });

  it('lists the reseller’s own endpoints only; another reseller’s ids are unknown', async () => {
    const mine = dataOf(await t.reseller(key, ENDPOINTS));
    expect(mine.webhookEndpoints.map((e) => e.endpointId)).toEqual([endpointId]);
    const theirs = dataOf(await t.reseller(otherKey, ENDPOINTS));
    expect(theirs.webhookEndpoints).toEqual([]);

    expect((await t.reseller(otherKey, DELIVERIES, { id: endpointId })).body).toEqual({
      data: { webhookDeliveries: null },
    });
    expect(errorOf(await t.reseller(otherKey, SEND_TEST, { id: endpointId }))?.code).toBe('NOT_FOUND');
    expect(errorOf(await t.reseller(otherKey, DELETE_ENDPOINT, { id: endpointId }))?.code).toBe('NOT_FOUND');
  });

  it('records webhook.created and webhook.deleted in the activity trail, never the URL or secret', async () => {
    const { endpointId: id, secret } = await createEndpoint(t, key, 'https://hooks.example.com/audited');
    expect(dataOf(await t.reseller(key, DELETE_ENDPOINT, { id }))).toEqual({ deleteWebhookEndpoint: id });
    const trail = await activity(t, key, { subjectId: id });
    expect(trail.events.map((e) => e.action)).toEqual(['webhook.deleted', 'webhook.created']);
    expect(JSON.stringify(trail)).not.toContain('audited');
    expect(JSON.stringify(trail)).not.toContain(secret);
    expect(errorOf(await t.reseller(key, DELETE_ENDPOINT, { id }))?.code).toBe('NOT_FOUND');
  });
});

describe('the outbox', () => {
  it('queues webhook.test for one endpoint and returns its delivery id', async () => {
    const deliveryId = await sendTest(t, key, endpointId);
    expect(deliveryId).toMatch(/^whd_/);
    const [delivery] = await deliveriesOf(t, key, endpointId);
    expect(delivery).toMatchObject({
      deliveryId,
      eventType: 'webhook.test',
      status: 'PENDING',
      attempts: 0,
      responseStatus: null,
    });
    expect(delivery!.messageId).toMatch(/^msg_/);
  });

  it('writes one delivery per endpoint with each change, in the change’s transaction, with the event’s facts', async () => {
    const { endpointId: second } = await createEndpoint(t, key, 'https://hooks.example.com/second');
    const userId = await createCustomer(t, key, 'ada@example.com', 'Ada Lovelace');
    const issued = await issueToken(t, key, userId);
    const renewed = (await renew(t, key, issued.issuedToken.tokenId)).issuedToken.tokenId;
    await t.reseller(key, REVOKE_TOKEN, { tokenId: renewed });
    await t.reseller(key, DELETE_CUSTOMER, { userId });

    for (const id of [endpointId, second]) {
      const rows = (await storedDeliveries(id)).filter((d) => d.eventType !== 'webhook.test');
      const bodies = rows
        .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime() || x.id.localeCompare(y.id))
        .map(
          (d) => JSON.parse(d.payload) as { type: string; timestamp: string; data: Record<string, unknown> },
        );
      expect(bodies.map((b) => b.type).sort()).toEqual(
        ['customer.created', 'customer.deleted', 'token.issued', 'token.renewed', 'token.revoked'].sort(),
      );
      const byType = Object.fromEntries(bodies.map((b) => [b.type, b]));
      expect(byType['customer.created']!.data).toMatchObject({
        userId,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
      });
      expect(byType['token.issued']!.data).toEqual({
        tokenId: issued.issuedToken.tokenId,
        userId,
        name: 'Ada Lovelace',
        expiresAt: issued.expiresAt,
        label: null,
      });
      expect(byType['token.renewed']!.data).toMatchObject({
        tokenId: renewed,
        renewedFromId: issued.issuedToken.tokenId,
      });
      expect(byType['token.revoked']!.data).toMatchObject({
        tokenId: renewed,
        revokedAt: t.now().toISOString(),
      });
      expect(byType['customer.deleted']!.data).toEqual({ userId });
      expect(byType['token.issued']!.timestamp).toBe(t.now().toISOString());
    }
    // One message per event: both endpoints get the same webhook-id for it.
    const ids = async (id: string) =>
      Object.fromEntries((await storedDeliveries(id)).map((d) => [d.eventType, d.messageId]));
    const [a, b] = await Promise.all([ids(endpointId), ids(second)]);
    expect(b['token.issued']).toBe(a['token.issued']);
    await t.reseller(key, DELETE_ENDPOINT, { id: second });
  });

  it('writes nothing when the change fails, and nothing for a reseller without endpoints', async () => {
    const before = (await storedDeliveries(endpointId)).length;
    const failed = await t.reseller(key, ISSUE_TOKEN, { userId: 'cus_unknown' });
    expect(errorOf(failed)?.code).toBe('NOT_FOUND');
    expect(await storedDeliveries(endpointId)).toHaveLength(before);

    await createCustomer(t, otherKey, 'quiet@example.com', 'Quiet');
    expect(await t.store.db.select().from(webhookDeliveries)).toHaveLength(before);
  });

  it('redelivers as a new delivery of the same message, for its own reseller only', async () => {
    const [original] = await deliveriesOf(t, key, endpointId);
    t.advance(1_000);
    const again = dataOf(await t.reseller(key, REDELIVER, { id: original!.deliveryId })).redeliverWebhook;
    expect(again).not.toBe(original!.deliveryId);
    const [latest] = await deliveriesOf(t, key, endpointId);
    expect(latest).toMatchObject({
      deliveryId: again,
      messageId: original!.messageId,
      eventType: original!.eventType,
      status: 'PENDING',
      attempts: 0,
    });
    const [a, b] = await Promise.all([
      t.store.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, again)),
      t.store.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, original!.deliveryId)),
    ]);
    expect(a[0]!.payload).toBe(b[0]!.payload);
    expect(errorOf(await t.reseller(otherKey, REDELIVER, { id: original!.deliveryId }))?.code).toBe(
      'NOT_FOUND',
    );
  });

  it('pages deliveries newest first with a total', async () => {
    const page = dataOf(
      await t.reseller(key, DELIVERIES, { id: endpointId, offset: 1, limit: 2 }),
    ).webhookDeliveries!;
    const all = await deliveriesOf(t, key, endpointId);
    expect(page.total).toBe(all.length);
    expect(page.deliveries.map((d) => d.deliveryId)).toEqual(all.slice(1, 3).map((d) => d.deliveryId));
    expect(errorOf(await t.reseller(key, DELIVERIES, { id: endpointId, limit: 101 }))?.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('deletes an endpoint’s deliveries with it', async () => {
    const { endpointId: doomed } = await createEndpoint(t, key, 'https://hooks.example.com/doomed');
    await t.reseller(key, SEND_TEST, { id: doomed });
    expect(await storedDeliveries(doomed)).toHaveLength(1);
    await t.reseller(key, DELETE_ENDPOINT, { id: doomed });
    expect(await storedDeliveries(doomed)).toHaveLength(0);
  });
});
