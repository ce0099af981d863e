import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChangeListener } from '@/lib/service/activity/change';
import { activityRowCount } from './activity-fixtures';
import {
  CREATE_CUSTOMER,
  createCustomer,
  DELETE_CUSTOMER,
  DELETE_CUSTOMER_HANDBOOK,
  DELETE_OWN_HANDBOOK,
  errorOf,
  GENERATE_FOR_CUSTOMER,
  GENERATE_OWN_HANDBOOK,
  generateFor,
  ISSUE_TOKEN,
  LIST_CUSTOMERS,
  rowsOf,
  SUSPEND_CUSTOMER,
  UPDATE_CUSTOMER,
} from './fixtures';
import { createTestService, dataOf, type TestService } from './harness';
import { issue, list, recordOf, RENEW, REVOKE_MANY } from './token-fixtures';

// A listener that fails on demand, after recordChange has written the change's activity row: the failure
// lands inside the change's transaction, after both the change and its record.
const injected = vi.hoisted(() => ({ fail: false, calls: 0 }));
vi.mock(import('@/lib/service/activity/change-listeners'), async (importOriginal) => {
  const failing: ChangeListener = async () => {
    injected.calls += 1;
    if (injected.fail) throw new Error('injected failure');
  };
  return { changeListeners: [...(await importOriginal()).changeListeners, failing] };
});

let t: TestService;
let key = '';

beforeAll(async () => {
  t = await createTestService();
  ({ key } = await t.newReseller('Atomic'));
});
afterAll(() => t.close());
afterEach(() => {
  injected.fail = false;
});

/** Runs a change with the failure injected: it must fail as an unexpected error and leave no event behind. */
async function failing(run: () => Promise<{ body: { errors?: unknown[] } }>) {
  const events = await activityRowCount(t);
  const calls = injected.calls;
  injected.fail = true;
  const result = await run();
  injected.fail = false;
  expect(injected.calls).toBeGreaterThan(calls);
  expect(result.body.errors?.[0]).toMatchObject({
    message: 'Unexpected error.',
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
  expect(await activityRowCount(t)).toBe(events);
}

describe('a change whose transaction fails leaves neither the change nor its record', () => {
  it('customers: creation, update, suspension, deletion', async () => {
    await failing(() => t.reseller(key, CREATE_CUSTOMER, { email: 'ghost@atomic.example', name: 'Ghost' }));
    const none = await t.reseller(key, LIST_CUSTOMERS);
    expect(dataOf(none)).toEqual({ handbookCustomers: { total: 0, customers: [] } });

    const userId = await createCustomer(t, key, 'real@atomic.example', 'Real');
    await failing(() => t.reseller(key, UPDATE_CUSTOMER, { userId, name: 'Renamed' }));
    await failing(() => t.reseller(key, SUSPEND_CUSTOMER, { userId }));
    await failing(() => t.reseller(key, DELETE_CUSTOMER, { userId }));
    const { total, customers } = dataOf(await t.reseller(key, LIST_CUSTOMERS)).handbookCustomers;
    expect(total).toBe(1);
    expect(customers.map(({ name, status }) => ({ name, status }))).toEqual([
      { name: 'Real', status: 'ACTIVE' },
    ]);
  });

  it('tokens: issue, renewal, bulk revocation', async () => {
    const userId = await createCustomer(t, key, 'tokens@atomic.example', 'Tokens');
    await failing(() => t.reseller(key, ISSUE_TOKEN, { userId }));
    expect((await list(t, key, { userId })).total).toBe(0);

    const [x, y] = [await issue(t, key, userId), await issue(t, key, userId)];
    await failing(() => t.reseller(key, RENEW, { tokenId: x.issuedToken.tokenId }));
    expect(await recordOf(t, key, x.issuedToken.tokenId)).toMatchObject({
      status: 'ACTIVE',
      renewedById: null,
    });
    expect((await list(t, key, { userId })).total).toBe(2);

    const ids = [x.issuedToken.tokenId, y.issuedToken.tokenId];
    await failing(() => t.reseller(key, REVOKE_MANY, { tokenIds: ids }));
    expect((await list(t, key, { userId, status: 'ACTIVE' })).total).toBe(2);
  });

  it('handbooks: generation and deletion, through both APIs', async () => {
    const userId = await createCustomer(t, key, 'books@atomic.example', 'Books');
    const input = { companyName: 'Acme Ltd', country: 'GB', employeeCount: 40 };
    await failing(() => t.reseller(key, GENERATE_FOR_CUSTOMER, { userId, input }));
    const { token } = await issue(t, key, userId);
    await failing(() => t.customer(token, GENERATE_OWN_HANDBOOK, { input }));
    expect((await rowsOf(t, userId)).handbooks).toBe(0);

    const handbookId = await generateFor(t, key, userId, input);
    await failing(() => t.reseller(key, DELETE_CUSTOMER_HANDBOOK, { id: handbookId }));
    await failing(() => t.customer(token, DELETE_OWN_HANDBOOK, { id: handbookId }));
    expect((await rowsOf(t, userId)).handbooks).toBe(1);
  });

  it('and the same changes without the failure leave both', async () => {
    const events = await activityRowCount(t);
    const result = await t.reseller(key, CREATE_CUSTOMER, { email: 'ok@atomic.example', name: 'Ok' });
    const { userId } = dataOf(result).createHandbookCustomer;
    expect((await rowsOf(t, userId)).customers).toBe(1);
    expect(await activityRowCount(t)).toBe(events + 1);
    expect(errorOf(result)).toBeUndefined();
  });
});
