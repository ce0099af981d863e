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
  ROTATE_SECRET,
  rotateSecret,
  SEND_TEST,
  sendTest,
  UPDATE_ENDPOINT,
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
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
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
    [
      'http://hooks.example.com/x',
      'http://hooks.example.com/x',
      /^The URL must start with https:\/\/ and point to a public address/,
    ],
    [
      'ftp://hooks.example.com/x',
      'ftp://hooks.example.com/x',
      /^The URL must start with https:\/\/ and point to a public address/,
    ],
    ['not a url', 'not a url', /^The URL must start with https:\/\/ and point to a public address/],
    ['https://user:pw@hooks.example.com/x', 'https://user:pw@hooks.example.com/x', /user name or password/],
    [
      'https://127.0.0.1/x',
      'https://127.0.0.1/x',
      /must point to a public address \(not localhost or a private network\)/,
    ],
    [
      'https://[::1]/x',
      'https://[::1]/x',
      /must point to a public address \(not localhost or a private network\)/,
    ],
    ['https://localhost.invalid/x', 'https://localhost.invalid/x', /could not be found/],
    [
      'https://internal.example.com/x',
      'https://internal.example.com/x',
      /must point to a public address \(not localhost or a private network\)/,
    ],
    [
      'https://mixed.example.com/x',
      'https://mixed.example.com/x',
      /must point to a public address \(not localhost or a private network\)/,
    ],
    [
      'https://metadata.example.com/latest',
      'https://metadata.example.com/latest',
      /must point to a public address \(not localhost or a private network\)/,
    ],
    [
      'https://ula.example.com/x',
      'https://ula.example.com/x',
      /must point to a public address \(not localhost or a private network\)/,
    ],
    [
      'https://0.0.0.0/x',
      'https://0.0.0.0/x',
      /must point to a public address \(not localhost or a private network\)/,
    ],
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
    const [before] = await t.store.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpointId));
    const update = { id: endpointId, url: 'https://hooks.example.com/theirs', enabled: false };
    expect(errorOf(await t.reseller(otherKey, UPDATE_ENDPOINT, update))?.code).toBe('NOT_FOUND');
    expect(errorOf(await t.reseller(otherKey, ROTATE_SECRET, { id: endpointId }))?.code).toBe('NOT_FOUND');
    const [after] = await t.store.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpointId));
    expect(after).toEqual(before);
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

describe('changing an endpoint', () => {
  it('changes only the fields given, clears the description with null, and records webhook.updated', async () => {
    const { endpointId: id } = await createEndpoint(t, key, 'https://hooks.example.com/a', 'First');
    const listed = dataOf(await t.reseller(key, ENDPOINTS)).webhookEndpoints.find((e) => e.endpointId === id);
    expect(listed).toMatchObject({ enabled: true, eventTypes: [] });

    const moved = dataOf(
      await t.reseller(key, UPDATE_ENDPOINT, {
        id,
        url: 'https://v6.example.com/b',
        description: ' Second ',
      }),
    ).updateWebhookEndpoint;
    expect(moved).toEqual({
      endpointId: id,
      url: 'https://v6.example.com/b',
      description: 'Second',
      enabled: true,
      eventTypes: [],
    });
    const chosen = dataOf(
      await t.reseller(key, UPDATE_ENDPOINT, {
        id,
        description: null,
        enabled: false,
        eventTypes: ['token.revoked', 'customer.deleted', 'token.revoked'],
      }),
    ).updateWebhookEndpoint;
    expect(chosen).toEqual({
      endpointId: id,
      url: 'https://v6.example.com/b',
      description: null,
      enabled: false,
      eventTypes: ['token.revoked', 'customer.deleted'],
    });

    const trail = await activity(t, key, { subjectId: id });
    expect(trail.events.map((e) => [e.action, JSON.parse(e.details) as unknown])).toEqual([
      ['webhook.updated', { fields: ['description', 'enabled', 'eventTypes'], enabled: false }],
      ['webhook.updated', { fields: ['url', 'description'], enabled: true }],
      ['webhook.created', {}],
    ]);
    expect(JSON.stringify(trail)).not.toContain('example.com');
    await t.reseller(key, DELETE_ENDPOINT, { id });
  });

  it('refuses a URL by the rules of creation and an unknown event type, naming the field, changing nothing', async () => {
    const { endpointId: id } = await createEndpoint(t, key, 'https://hooks.example.com/kept');
    const privateUrl = await t.reseller(key, UPDATE_ENDPOINT, { id, url: 'https://internal.example.com/x' });
    expect(errorOf(privateUrl)).toEqual({ code: 'BAD_USER_INPUT', field: 'url' });
    expect(privateUrl.body.errors![0]!.message).toBe(
      'The URL must point to a public address (not localhost or a private network), and not to a cloud metadata address.',
    );
    const http = await t.reseller(key, UPDATE_ENDPOINT, { id, url: 'http://hooks.example.com/x' });
    expect(http.body.errors![0]!.message).toBe(
      'The URL must start with https:// and point to a public address (not localhost or a private network).',
    );
    const unknown = await t.reseller(key, UPDATE_ENDPOINT, {
      id,
      enabled: false,
      eventTypes: ['token.stolen'],
    });
    expect(errorOf(unknown)).toEqual({ code: 'BAD_USER_INPUT', field: 'eventTypes' });
    expect(unknown.body.errors![0]!.message).toMatch(/^Choose event types among token\.expiring, /);

    const [row] = await t.store.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(row).toMatchObject({ url: 'https://hooks.example.com/kept', enabled: true, eventTypes: [] });
    const trail = await activity(t, key, { subjectId: id });
    expect(trail.events.map((e) => e.action)).toEqual(['webhook.created']);
    await t.reseller(key, DELETE_ENDPOINT, { id });
  });

  it('queues nothing for a disabled endpoint, and only the chosen event types for one that chose', async () => {
    const { endpointId: off } = await createEndpoint(t, key, 'https://hooks.example.com/off');
    const { endpointId: picky } = await createEndpoint(t, key, 'https://hooks.example.com/picky');
    await t.reseller(key, UPDATE_ENDPOINT, { id: off, enabled: false });
    await t.reseller(key, UPDATE_ENDPOINT, { id: picky, eventTypes: ['customer.deleted'] });

    const userId = await createCustomer(t, key, 'grace@example.com', 'Grace Hopper');
    await issueToken(t, key, userId);
    await t.reseller(key, DELETE_CUSTOMER, { userId });
    expect(await storedDeliveries(off)).toEqual([]);
    expect((await storedDeliveries(picky)).map((d) => d.eventType)).toEqual(['customer.deleted']);

    // A person's test of a disabled endpoint is refused in words, not queued.
    const test = await t.reseller(key, SEND_TEST, { id: off });
    expect(errorOf(test)?.code).toBe('BAD_USER_INPUT');
    expect(test.body.errors![0]!.message).toMatch(/disabled: enable it/);
    expect(await storedDeliveries(off)).toEqual([]);

    await t.reseller(key, UPDATE_ENDPOINT, { id: off, enabled: true });
    await createCustomer(t, key, 'katherine@example.com', 'Katherine Johnson');
    expect((await storedDeliveries(off)).map((d) => d.eventType)).toEqual(['customer.created']);
    for (const id of [off, picky]) await t.reseller(key, DELETE_ENDPOINT, { id });
  });

  it('rotates the secret: a new one shown once, the old one kept sealed for 24 hours, webhook.secret_rotated', async () => {
    const { endpointId: id, secret: first } = await createEndpoint(
      t,
      key,
      'https://hooks.example.com/rotated',
    );
    const [before] = await t.store.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    const second = await rotateSecret(t, key, id);
    expect(second).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(second).not.toBe(first);

    const [row] = await t.store.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(row!.previousSealedSecret).toBe(before!.sealedSecret);
    expect(row!.previousSecretExpiresAt).toEqual(new Date(t.now().getTime() + 24 * 3_600_000));
    const box = t.service.deps.webhooks.secretBox;
    expect(await box.open(row!.sealedSecret)).toBe(second);
    expect(JSON.stringify(row)).not.toContain(second.slice(6));

    const trail = await activity(t, key, { subjectId: id });
    expect(trail.events[0]).toMatchObject({ action: 'webhook.secret_rotated' });
    expect(JSON.stringify(trail)).not.toContain(second);
    await t.reseller(key, DELETE_ENDPOINT, { id });
  });
});
