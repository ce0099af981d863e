import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { customerGraphql } from '@/tests/generated/customer';
import { resellerGraphql } from '@/tests/generated/reseller';
import { errorOf, serviceWithCustomer } from './fixtures';
import { dataOf, type TestService } from './harness';

/**
 * The harness's calls take the tests' generated documents (npm run codegen): the answer's data has the
 * document's type, its variables are checked, and one API's document is refused by the other API's call.
 * Type-check proves the types (an expected error that does not come fails it); the run, what was sent.
 */
const ME = customerGraphql(`
  query TypedMe {
    me {
      userId
      name
    }
  }
`);
const CUSTOMER = resellerGraphql(`
  query TypedCustomer($userId: ID!) {
    handbookCustomer(userId: $userId) {
      userId
      email
    }
  }
`);

let t: TestService;
let key: string;
let userId: string;
let token: string;

beforeAll(async () => {
  ({ t, key, userId, token } = await serviceWithCustomer());
});
afterAll(() => t.close());

describe('typed documents in the harness', () => {
  it("answers with data of the document's type", async () => {
    const me = dataOf(await t.customer(token, ME));
    expectTypeOf(me).toEqualTypeOf<{ me: { userId: string; name: string } }>();
    expect(me).toEqual({ me: { userId, name: 'Acme HR' } });
    const customer = dataOf(await t.reseller(key, CUSTOMER, { userId }));
    expectTypeOf(customer).toEqualTypeOf<{ handbookCustomer: { userId: string; email: string } | null }>();
    expect(customer).toEqual({ handbookCustomer: { userId, email: 'hr@acme.example' } });
  });

  it('wants the variables a document requires', async () => {
    // @ts-expect-error TypedCustomer requires $userId.
    const missing = await t.reseller(key, CUSTOMER);
    expect(errorOf(missing)).toBeDefined();
  });

  it("refuses one API's document on the other API's call", async () => {
    // @ts-expect-error A Reseller API document is no Customer API call.
    const wrong = await t.customer(token, CUSTOMER, { userId });
    expect(errorOf(wrong)).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
    // @ts-expect-error A Customer API document is no Reseller API call.
    const wrongWay = await t.reseller(key, ME);
    expect(errorOf(wrongWay)).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });
});
