import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resellerGraphql } from '@/tests/generated/reseller';
import type { UpdateCustomerMutationVariables } from '@/tests/generated/reseller/graphql';
import {
  createCustomer,
  DELETE_CUSTOMER,
  errorOf,
  generateFor,
  ISSUE_TOKEN,
  issueToken,
  LIST_CUSTOMERS,
  REACTIVATE_CUSTOMER,
  READ_CUSTOMER,
  REVOKE_TOKEN,
  rowsOf,
  wrongStoredCounts,
  SUSPEND_CUSTOMER,
  UPDATE_CUSTOMER,
  WHO_AM_I,
} from './fixtures';
import { createTestService, dataOf, type TestService } from './harness';
import { list } from './token-fixtures';

let t: TestService;
let key: string;
let otherKey: string;
let otherCustomer: string;

const UNKNOWN = 'cus_doesnotexist00000000';
let kept = 0;

const update = (variables: UpdateCustomerMutationVariables) => t.reseller(key, UPDATE_CUSTOMER, variables);
const suspend = (userId: string, k = key) => t.reseller(k, SUSPEND_CUSTOMER, { userId });
const reactivate = (userId: string, k = key) => t.reseller(k, REACTIVATE_CUSTOMER, { userId });
const remove = (userId: string, k = key) => t.reseller(k, DELETE_CUSTOMER, { userId });

/** Whether a token works on the Customer API right now: 200, or the 401 message. */
async function tokenAnswer(token: string): Promise<string> {
  const result = await t.customer(token, WHO_AM_I);
  return result.status === 200 ? 'works' : result.body.errors![0]!.message;
}

const TOTALS = resellerGraphql(`
  query CustomerTotals {
    all: handbookCustomers {
      total
    }
    active: handbookCustomers(status: ACTIVE) {
      total
    }
    suspended: handbookCustomers(status: SUSPENDED) {
      total
    }
  }
`);
const totals = async (k = key) => dataOf(await t.reseller(k, TOTALS));
const customerNames = async (k: string) =>
  dataOf(await t.reseller(k, LIST_CUSTOMERS)).handbookCustomers.customers.map(({ name, status }) => ({
    name,
    status,
  }));

beforeAll(async () => {
  t = await createTestService();
  ({ key } = await t.newReseller('Lifecycle'));
  ({ key: otherKey } = await t.newReseller('Other'));
  otherCustomer = await createCustomer(t, otherKey, 'theirs@other.example', 'Their Customer');
  await createCustomer(t, key, 'taken@acme.example', 'Taken');
});
afterAll(() => t.close());

describe('updateHandbookCustomer', () => {
  it('changes the email and name with the rules of creation', async () => {
    const userId = await createCustomer(t, key, 'before@acme.example', 'Before');
    const changed = dataOf(
      await update({ userId, email: '  After@ACME.example ', name: '  After Name  ' }),
    ).updateHandbookCustomer;
    expect(changed).toMatchObject({
      userId,
      email: 'after@acme.example',
      name: 'After Name',
      status: 'ACTIVE',
    });
    // Left out or null: kept.
    const renamed = dataOf(await update({ userId, name: 'Only Name', email: null })).updateHandbookCustomer;
    expect(renamed).toMatchObject({ email: 'after@acme.example', name: 'Only Name' });
    const unchanged = dataOf(await update({ userId })).updateHandbookCustomer;
    expect(unchanged).toMatchObject({ email: 'after@acme.example', name: 'Only Name' });
    // Its own email again is no conflict.
    expect(errorOf(await update({ userId, email: 'after@acme.example' }))).toBeUndefined();
  });

  it.each([
    ['an email taken by another customer', { email: 'TAKEN@acme.example' }, 'email'],
    ['an invalid email', { email: 'not-an-email' }, 'email'],
    ['a name of only spaces', { name: '    ' }, 'name'],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name'],
  ])('refuses %s with BAD_USER_INPUT naming the field, and changes nothing', async (_what, change, field) => {
    kept += 1;
    const userId = await createCustomer(t, key, `keep-${kept}@acme.example`, 'Keep Me');
    const result = await update({ userId, ...change });
    expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field });
    const after = dataOf(await t.reseller(key, READ_CUSTOMER, { userId })).handbookCustomer;
    expect(after?.name).toBe('Keep Me');
  });

  it("answers NOT_FOUND for another reseller's customer exactly as for an unknown one", async () => {
    const theirs = await update({ userId: otherCustomer, name: 'Hijacked' });
    const unknown = await update({ userId: UNKNOWN, name: 'Hijacked' });
    expect(errorOf(theirs)).toEqual({ code: 'NOT_FOUND' });
    expect(theirs.body).toEqual(unknown.body);
    expect((await customerNames(otherKey)).map(({ name }) => name)).toEqual(['Their Customer']);
  });
});

describe('suspend and reactivate', () => {
  it('refuses every token while suspended and lets the live ones work again after', async () => {
    const userId = await createCustomer(t, key, 'paused@acme.example', 'Paused Ltd');
    const live = await issueToken(t, key, userId);
    const short = await issueToken(t, key, userId, 3_600);
    const revoked = await issueToken(t, key, userId);
    await t.reseller(key, REVOKE_TOKEN, { tokenId: revoked.issuedToken.tokenId });
    expect(await tokenAnswer(live.token)).toBe('works');

    const suspended = dataOf(await suspend(userId)).suspendHandbookCustomer;
    expect(suspended).toMatchObject({ status: 'SUSPENDED', suspendedAt: t.now().toISOString() });
    expect(await tokenAnswer(live.token)).toBe('Invalid token');
    expect(await tokenAnswer(short.token)).toBe('Invalid token');

    // Issuing is refused with its own code, and no token record is made.
    const before = await rowsOf(t, userId);
    const refused = await t.reseller(key, ISSUE_TOKEN, { userId });
    expect(errorOf(refused)).toEqual({ code: 'CUSTOMER_SUSPENDED' });
    expect(refused.body.errors![0]!.message).not.toMatch(/error|exception|sql/i);
    expect((await rowsOf(t, userId)).tokens).toBe(before.tokens);

    // Idempotent: a second suspension keeps the first moment.
    const firstMoment = suspended.suspendedAt;
    t.advance(2 * 3_600_000);
    expect(dataOf(await suspend(userId)).suspendHandbookCustomer.suspendedAt).toBe(firstMoment);

    const active = dataOf(await reactivate(userId)).reactivateHandbookCustomer;
    expect(active).toMatchObject({ status: 'ACTIVE', suspendedAt: null });
    expect(await tokenAnswer(live.token)).toBe('works');
    // Neither an expired (during the suspension) nor a revoked token comes back.
    expect(await tokenAnswer(short.token)).toBe('Token has expired');
    expect(await tokenAnswer(revoked.token)).toBe('Invalid token');
    expect(dataOf(await reactivate(userId)).reactivateHandbookCustomer.status).toBe('ACTIVE');
    expect(errorOf(await t.reseller(key, ISSUE_TOKEN, { userId }))).toBeUndefined();
  });

  it('keeps the status totals and filter exact', async () => {
    const before = await totals();
    const a = await createCustomer(t, key, 'filter-a@acme.example', 'Filter A');
    const b = await createCustomer(t, key, 'filter-b@acme.example', 'Filter B');
    await suspend(a);
    await suspend(a);
    expect(await totals()).toEqual({
      all: { total: before.all.total + 2 },
      active: { total: before.active.total + 1 },
      suspended: { total: before.suspended.total + 1 },
    });
    const listed = dataOf(await t.reseller(key, LIST_CUSTOMERS, { status: 'SUSPENDED', limit: 100 }))
      .handbookCustomers.customers;
    expect(listed.map((c) => c.userId)).toContain(a);
    expect(listed.map((c) => c.userId)).not.toContain(b);
    expect(new Set(listed.map((c) => c.status))).toEqual(new Set(['SUSPENDED']));
    // With a search, the total is counted with both conditions.
    const searched = dataOf(
      await t.reseller(key, LIST_CUSTOMERS, { search: 'filter-', status: 'ACTIVE' }),
    ).handbookCustomers;
    expect(searched.total).toBe(1);
    expect(searched.customers.map((c) => c.userId)).toEqual([b]);
    await remove(a);
    expect(await totals()).toEqual({
      all: { total: before.all.total + 1 },
      active: { total: before.active.total + 1 },
      suspended: before.suspended,
    });
    expect(await wrongStoredCounts(t)).toEqual([]);
  });

  it("answers NOT_FOUND for another reseller's customer exactly as for an unknown one", async () => {
    for (const call of [suspend, reactivate]) {
      const theirs = await call(otherCustomer);
      expect(errorOf(theirs)).toEqual({ code: 'NOT_FOUND' });
      expect(theirs.body).toEqual((await call(UNKNOWN)).body);
    }
    expect((await customerNames(otherKey)).map(({ status }) => status)).toEqual(['ACTIVE']);
  });
});

describe('search by userId', () => {
  it('finds a customer by its exact id, and never by a part of it', async () => {
    const userId = await createCustomer(t, key, 'by-id@acme.example', 'Found By Id');
    const search = async (text: string) => {
      const { total, customers } = dataOf(
        await t.reseller(key, LIST_CUSTOMERS, { search: text }),
      ).handbookCustomers;
      return { total, customers: customers.map((c) => ({ userId: c.userId })) };
    };
    expect(await search(userId)).toEqual({ total: 1, customers: [{ userId }] });
    expect(await search(` ${userId} `)).toEqual({ total: 1, customers: [{ userId }] });
    expect((await search(userId.slice(0, 10))).total).toBe(0);
    // Another reseller's id finds nothing.
    expect(await search(otherCustomer)).toEqual({ total: 0, customers: [] });
  });
});

describe('deleteHandbookCustomer', () => {
  it('removes the customer, its handbooks and tokens for good; its email is free again', async () => {
    const userId = await createCustomer(t, key, 'leaving@acme.example', 'Leaving Ltd');
    const { token } = await issueToken(t, key, userId);
    await issueToken(t, key, userId, 60);
    await generateFor(t, key, userId);
    await generateFor(t, key, userId);
    expect(await rowsOf(t, userId)).toEqual({ customers: 1, tokens: 2, handbooks: 2 });
    const before = await totals();

    expect(dataOf(await remove(userId))).toEqual({ deleteHandbookCustomer: userId });
    expect(await rowsOf(t, userId)).toEqual({ customers: 0, tokens: 0, handbooks: 0 });
    expect(await tokenAnswer(token)).toBe('Invalid token');
    expect(await totals()).toEqual({
      all: { total: before.all.total - 1 },
      active: { total: before.active.total - 1 },
      suspended: before.suspended,
    });
    const gone = await t.reseller(key, READ_CUSTOMER, { userId });
    expect(gone.body).toEqual({ data: { handbookCustomer: null } });
    expect((await list(t, key, { userId })).total).toBe(0);

    // Deleting it again is a plain NOT_FOUND; the email makes a new, different customer.
    expect(errorOf(await remove(userId))).toEqual({ code: 'NOT_FOUND' });
    const again = await createCustomer(t, key, 'leaving@acme.example', 'Back Again');
    expect(again).not.toBe(userId);
    expect(await wrongStoredCounts(t)).toEqual([]);
  });

  it('deletes a suspended customer and moves both totals', async () => {
    const userId = await createCustomer(t, key, 'suspended-leaver@acme.example', 'Suspended Leaver');
    await suspend(userId);
    const before = await totals();
    await remove(userId);
    expect(await totals()).toEqual({
      all: { total: before.all!.total - 1 },
      active: before.active,
      suspended: { total: before.suspended!.total - 1 },
    });
  });

  it("answers NOT_FOUND for another reseller's customer exactly as for an unknown one, and deletes nothing", async () => {
    const { token } = await issueToken(t, otherKey, otherCustomer);
    const theirs = await remove(otherCustomer);
    expect(errorOf(theirs)).toEqual({ code: 'NOT_FOUND' });
    expect(theirs.body).toEqual((await remove(UNKNOWN)).body);
    expect(await rowsOf(t, otherCustomer)).toMatchObject({ customers: 1 });
    expect(await tokenAnswer(token)).toBe('works');
  });
});
