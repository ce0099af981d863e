import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDBOOKS_PER_CUSTOMER } from '@/lib/contract/limits';
import {
  createCustomer,
  CUSTOMER_HANDBOOKS,
  DELETE_CUSTOMER_HANDBOOK,
  errorOf,
  GENERATE_FOR_CUSTOMER,
  GENERATE_OWN_HANDBOOK,
  issueToken,
  rowsOf,
  storeHandbooks,
  wrongStoredCounts,
} from './fixtures';
import { createTestService, dataOf, type GraphqlResult, type TestService } from './harness';

let t: TestService;
let key: string;

beforeAll(async () => {
  t = await createTestService();
  ({ key } = await t.newReseller());
});
afterAll(() => t.close());

const CAP = HANDBOOKS_PER_CUSTOMER.max;
const INPUT = { companyName: 'Acme Ltd', country: 'GB', employeeCount: 40 };

/** A customer holding `count` handbooks, with a token for the Customer API. */
async function customerHolding(count: number, email: string) {
  const userId = await createCustomer(t, key, email, 'Capped Co');
  const { token } = await issueToken(t, key, userId);
  await storeHandbooks(t, userId, count);
  return { userId, token };
}

const byCustomer = (token: string) => t.customer(token, GENERATE_OWN_HANDBOOK, { input: INPUT });
const byReseller = (userId: string) => t.reseller(key, GENERATE_FOR_CUSTOMER, { userId, input: INPUT });

function expectCapReached(result: GraphqlResult) {
  expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT' });
  expect(result.body.errors?.[0]?.message).toBe(
    `A customer holds at most ${CAP} handbooks. Delete one before generating another.`,
  );
}

describe(`at most ${CAP} handbooks per customer`, () => {
  it('the Customer API generates the last one, then refuses and stores nothing', async () => {
    const { userId, token } = await customerHolding(CAP - 1, 'last@acme.example');
    dataOf(await byCustomer(token));
    expectCapReached(await byCustomer(token));
    expect((await rowsOf(t, userId)).handbooks).toBe(CAP);
  });

  it('the Reseller API refuses too, and generates again once one is deleted', async () => {
    const { userId } = await customerHolding(CAP, 'full@acme.example');
    expectCapReached(await byReseller(userId));
    const { customerHandbooks } = dataOf(await t.reseller(key, CUSTOMER_HANDBOOKS, { userId, limit: 1 }));
    dataOf(
      await t.reseller(key, DELETE_CUSTOMER_HANDBOOK, { id: customerHandbooks!.handbooks[0]!.handbookId }),
    );
    dataOf(await byReseller(userId));
    expect((await rowsOf(t, userId)).handbooks).toBe(CAP);
  });

  it('concurrent generations from both APIs never pass the cap together', async () => {
    const { userId, token } = await customerHolding(CAP - 2, 'race@acme.example');
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? byCustomer(token) : byReseller(userId))),
    );
    const passed = results.filter((result) => !result.body.errors);
    expect(passed).toHaveLength(2);
    for (const refused of results.filter((result) => result.body.errors)) expectCapReached(refused);
    expect((await rowsOf(t, userId)).handbooks).toBe(CAP);
    expect(await wrongStoredCounts(t)).toEqual([]);
  });
});
