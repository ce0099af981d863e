import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listApiKeys } from '@/lib/service/resellers/reseller-store';
import { activity, activityTableText, ACTIVITY, resellerFrom, type ActivityEvent } from './activity-fixtures';
import {
  CREATE_CUSTOMER,
  createCustomer,
  DELETE_CUSTOMER,
  DELETE_CUSTOMER_HANDBOOK,
  DELETE_OWN_HANDBOOK,
  errorOf,
  generateFor,
  GENERATE_OWN_HANDBOOK,
  ISSUE_TOKEN,
  REACTIVATE_CUSTOMER,
  REVOKE_TOKEN,
  SUSPEND_CUSTOMER,
  UPDATE_CUSTOMER,
} from './fixtures';
import { createTestService, dataOf, type TestService } from './harness';
import { issue, renew, REVOKE_MANY } from './token-fixtures';

let t: TestService;
const a = { key: '', keyId: '', resellerId: '' };
const b = { key: '', resellerId: '' };
const ADDRESS = '203.0.113.9';
const EMAIL = 'people@activity.example';
const NAME = 'Ada Activity';
const secrets: string[] = [];

const INPUT = { companyName: 'Acme Ltd', country: 'US', region: 'CA', employeeCount: 40 };

/** The newest event (of one subject, when given). */
async function latest(subjectId?: string): Promise<ActivityEvent> {
  const { events } = await activity(t, a.key, { subjectId, limit: 1 });
  return events[0]!;
}

/** Moves the clock on: events of one instant have no order of their own. */
const later = () => t.advance(1000);

const apiKeyActor = () => ({
  kind: 'API_KEY',
  keyId: a.keyId,
  keyHint: `hbk_…${a.key.slice(-4)}`,
  tokenId: null,
});

beforeAll(async () => {
  t = await createTestService();
  ({ key: a.key, resellerId: a.resellerId } = await t.newReseller('Activity A'));
  ({ key: b.key, resellerId: b.resellerId } = await t.newReseller('Activity B'));
  a.keyId = (await listApiKeys(t.store.db, a.resellerId))[0]!.id;
  secrets.push(a.key, b.key);
});
afterAll(() => t.close());
beforeEach(later);

describe("a customer's changes", () => {
  let userId = '';

  it('records its creation with the key, its hint and the client address', async () => {
    const created = await resellerFrom(t, a.key, ADDRESS, CREATE_CUSTOMER, { email: EMAIL, name: NAME });
    userId = dataOf(created).createHandbookCustomer.userId;
    expect(await latest()).toMatchObject({
      action: 'customer.created',
      subjectType: 'CUSTOMER',
      subjectId: userId,
      userId,
      clientAddress: ADDRESS,
      occurredAt: t.now().toISOString(),
      actor: apiKeyActor(),
      customer: { userId, name: NAME },
      details: '{}',
    });
  });

  it('records the names of changed fields, never their values, and nothing when nothing changed', async () => {
    dataOf(await t.reseller(a.key, UPDATE_CUSTOMER, { userId, email: 'new@activity.example' }));
    expect(await latest()).toMatchObject({ action: 'customer.updated', details: '{"fields":["email"]}' });
    const before = (await activity(t, a.key)).total;
    dataOf(await t.reseller(a.key, UPDATE_CUSTOMER, { userId, email: 'new@activity.example', name: NAME }));
    expect((await activity(t, a.key)).total).toBe(before);
    later();
    dataOf(await t.reseller(a.key, UPDATE_CUSTOMER, { userId, name: 'Ada Renamed' }));
    expect(await latest()).toMatchObject({ action: 'customer.updated', details: '{"fields":["name"]}' });
    secrets.push('new@activity.example', 'Ada Renamed');
  });

  it('records a suspension and a reactivation once each (repeats change nothing)', async () => {
    const before = (await activity(t, a.key)).total;
    const suspend = () => t.reseller(a.key, SUSPEND_CUSTOMER, { userId });
    const reactivate = () => t.reseller(a.key, REACTIVATE_CUSTOMER, { userId });
    for (const change of [suspend, suspend, reactivate, reactivate]) {
      later();
      dataOf(await change());
    }
    const { total, events } = await activity(t, a.key, { limit: 2 });
    expect(total).toBe(before + 2);
    expect(events.map((e) => e.action)).toEqual(['customer.reactivated', 'customer.suspended']);
  });

  it('records nothing for a refused change', async () => {
    const before = (await activity(t, a.key)).total;
    await createCustomer(t, a.key, 'taken@activity.example', 'Taken');
    secrets.push('taken@activity.example');
    const taken = await t.reseller(a.key, UPDATE_CUSTOMER, { userId, email: 'taken@activity.example' });
    expect(errorOf(taken)).toMatchObject({ code: 'BAD_USER_INPUT' });
    const duplicate = await t.reseller(a.key, CREATE_CUSTOMER, { email: EMAIL, name: 'Again' });
    expect(duplicate.body.errors).toBeUndefined();
    const unknown = await t.reseller(a.key, SUSPEND_CUSTOMER, { userId: 'cus_unknown00000000000' });
    expect(errorOf(unknown)).toMatchObject({ code: 'NOT_FOUND' });
    const invalid = await t.reseller(a.key, CREATE_CUSTOMER, { email: 'not an email', name: 'X' });
    expect(errorOf(invalid)).toMatchObject({ code: 'BAD_USER_INPUT' });
    // The taken customer and the second creation (the first email is free again after the update) only.
    expect((await activity(t, a.key)).total).toBe(before + 2);
  });

  it('records a deletion; the events stay, with the id and without the customer', async () => {
    dataOf(await t.reseller(a.key, DELETE_CUSTOMER, { userId }));
    expect(await latest(userId)).toMatchObject({ action: 'customer.deleted', userId, customer: null });
    expect((await activity(t, a.key, { subjectId: userId })).total).toBe(6);
    const again = await t.reseller(a.key, DELETE_CUSTOMER, { userId });
    expect(errorOf(again)).toMatchObject({ code: 'NOT_FOUND' });
    expect((await activity(t, a.key, { subjectId: userId })).total).toBe(6);
  });
});

describe('tokens', () => {
  let userId = '';
  beforeAll(async () => {
    userId = await createCustomer(t, a.key, 'tokens@activity.example', 'Tom Tokens');
    secrets.push('tokens@activity.example', 'Tom Tokens');
  });

  it('records an issue with its lifetime and label, and a renewal with what it replaced', async () => {
    const first = await issue(t, a.key, userId, { expiresIn: 86_400, label: 'Payroll sync' });
    secrets.push(first.token);
    expect(await latest()).toMatchObject({
      action: 'token.issued',
      subjectType: 'TOKEN',
      subjectId: first.issuedToken.tokenId,
      userId,
      details: '{"label":"Payroll sync","lifetimeSeconds":86400}',
      actor: apiKeyActor(),
    });
    later();
    const second = await renew(t, a.key, first.issuedToken.tokenId, { overlapSeconds: 3600 });
    secrets.push(second.token);
    const renewed = await latest();
    expect(renewed).toMatchObject({ action: 'token.renewed', subjectId: second.issuedToken.tokenId, userId });
    expect(JSON.parse(renewed.details)).toEqual({
      label: 'Payroll sync',
      lifetimeSeconds: 86_400,
      overlapSeconds: 3600,
      renewedFromId: first.issuedToken.tokenId,
    });
  });

  it('records one revocation per token, and none for a token revoked already', async () => {
    const [x, y, z] = [
      await issue(t, a.key, userId),
      await issue(t, a.key, userId),
      await issue(t, a.key, userId),
    ];
    secrets.push(x.token, y.token, z.token);
    dataOf(await t.reseller(a.key, REVOKE_TOKEN, { tokenId: z.issuedToken.tokenId }));
    const before = (await activity(t, a.key, { action: 'token.revoked' })).total;
    later();
    const ids = [x, y, z].map((g) => g.issuedToken.tokenId);
    dataOf(await t.reseller(a.key, REVOKE_MANY, { tokenIds: ids }));
    const revoked = await activity(t, a.key, { action: 'token.revoked' });
    expect(revoked.total).toBe(before + 2);
    expect(
      revoked.events
        .slice(0, 2)
        .map((e) => e.subjectId)
        .sort(),
    ).toEqual(ids.slice(0, 2).sort());
    dataOf(await t.reseller(a.key, REVOKE_TOKEN, { tokenId: x.issuedToken.tokenId }));
    expect((await activity(t, a.key, { action: 'token.revoked' })).total).toBe(before + 2);
  });

  it('records nothing when an issue is refused', async () => {
    const before = (await activity(t, a.key)).total;
    dataOf(await t.reseller(a.key, SUSPEND_CUSTOMER, { userId }));
    const refused = await t.reseller(a.key, ISSUE_TOKEN, { userId });
    expect(errorOf(refused)).toMatchObject({ code: 'CUSTOMER_SUSPENDED' });
    expect((await activity(t, a.key)).total).toBe(before + 1);
    dataOf(await t.reseller(a.key, REACTIVATE_CUSTOMER, { userId }));
  });
});

describe('handbooks, through both APIs', () => {
  it("records the reseller's and the customer's own generation and deletion, each with its actor", async () => {
    const userId = await createCustomer(t, a.key, 'books@activity.example', 'Bea Books');
    secrets.push('books@activity.example', 'Bea Books');
    later();
    const handbookId = await generateFor(t, a.key, userId, INPUT);
    expect(await latest()).toMatchObject({
      action: 'handbook.generated',
      subjectType: 'HANDBOOK',
      subjectId: handbookId,
      userId,
      details: '{"region":"CA","country":"US","policyCount":12}',
      actor: apiKeyActor(),
    });
    later();
    dataOf(await t.reseller(a.key, DELETE_CUSTOMER_HANDBOOK, { id: handbookId }));
    expect(await latest()).toMatchObject({ action: 'handbook.deleted', subjectId: handbookId, userId });

    later();
    const { token, issuedToken } = await issue(t, a.key, userId);
    secrets.push(token);
    later();
    const own = dataOf(await t.customer(token, GENERATE_OWN_HANDBOOK, { input: INPUT })).generateHandbook
      .handbookId;
    const byCustomer = { kind: 'CUSTOMER_TOKEN', keyId: null, keyHint: null, tokenId: issuedToken.tokenId };
    expect(await latest()).toMatchObject({ action: 'handbook.generated', subjectId: own, actor: byCustomer });
    later();
    dataOf(await t.customer(token, DELETE_OWN_HANDBOOK, { id: own }));
    expect(await latest()).toMatchObject({ action: 'handbook.deleted', subjectId: own, actor: byCustomer });

    // A customer's id finds the events of its tokens and handbooks too, newest first.
    const trail = await activity(t, a.key, { subjectId: userId });
    expect(trail.events.map((e) => e.action)).toEqual([
      'handbook.deleted',
      'handbook.generated',
      'token.issued',
      'handbook.deleted',
      'handbook.generated',
      'customer.created',
    ]);
    // A handbook's id, only its own.
    expect((await activity(t, a.key, { subjectId: own })).total).toBe(2);
  });
});

describe('the activity query', () => {
  it('pages newest first, filters by action, and refuses an unknown action', async () => {
    const all = await activity(t, a.key);
    const times = all.events.map((e) => e.occurredAt);
    expect(times).toEqual([...times].sort().reverse());
    const page = await activity(t, a.key, { offset: 2, limit: 3 });
    expect(page.total).toBe(all.total);
    expect(page.events.map((e) => e.eventId)).toEqual(all.events.slice(2, 5).map((e) => e.eventId));
    const created = await activity(t, a.key, { action: 'customer.created' });
    expect(created.events.every((e) => e.action === 'customer.created')).toBe(true);
    expect(created.total).toBe(all.events.filter((e) => e.action === 'customer.created').length);
    const unknown = await t.reseller(a.key, ACTIVITY, { action: 'customer.exploded' });
    expect(errorOf(unknown)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'action' });
  });

  it('lists events of one instant in the order they happened', async () => {
    const names = ['First', 'Second', 'Third'];
    const ids = [];
    for (const [i, name] of names.entries())
      ids.push(await createCustomer(t, a.key, `tie${i}@activity.example`, name));
    secrets.push(...names.map((_, i) => `tie${i}@activity.example`));
    const { events } = await activity(t, a.key, { limit: 3 });
    expect(events.map((e) => e.subjectId)).toEqual(ids.reverse());
    expect(new Set(events.map((e) => e.occurredAt)).size).toBe(1);
  });

  it("shows a reseller only its own events, another's ids included", async () => {
    const mine = await activity(t, a.key, { limit: 1 });
    const subjectId = mine.events[0]!.subjectId;
    expect((await activity(t, b.key)).total).toBe(0);
    expect((await activity(t, b.key, { subjectId })).total).toBe(0);
    await createCustomer(t, b.key, 'other@activity.example', 'Other');
    secrets.push('other@activity.example');
    const theirs = await activity(t, b.key);
    expect(theirs.total).toBe(1);
    expect((await activity(t, a.key)).events.map((e) => e.eventId)).not.toContain(theirs.events[0]!.eventId);
  });

  it('never stores a token, a key, an email or a name', async () => {
    const text = await activityTableText(t);
    expect(text.length).toBeGreaterThan(1000);
    for (const secret of [...secrets, EMAIL, NAME]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/@activity\.example/);
  });
});
