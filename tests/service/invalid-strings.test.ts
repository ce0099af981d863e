import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_CUSTOMER, GENERATE_OWN_HANDBOOK, LIST_CUSTOMERS, serviceWithCustomer } from './fixtures';
import { dataOf, type GraphqlResult, type TestService } from './harness';

let t: TestService;
let key: string;
let token: string;

beforeAll(async () => {
  ({ t, key, token } = await serviceWithCustomer());
});
afterAll(() => t.close());

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

function expectRefused(r: GraphqlResult, field: string) {
  expect(r.status).toBe(200);
  expect(r.body.errors).toHaveLength(1);
  expect(r.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field });
  expect(r.body.data ?? null).toBeNull();
}

describe('strings the database cannot store (Reseller API)', () => {
  it('refuses a null character in a variable', async () => {
    const r = await t.reseller(key, LIST_CUSTOMERS, { search: NUL });
    expectRefused(r, 'search');
  });

  it('refuses a null character written in the document', async () => {
    const r = await t.reseller(
      key,
      'mutation { createHandbookCustomer(email: "a@b.example", name: "a\\u0000b") { userId } }',
    );
    expectRefused(r, 'name');
  });

  it('refuses a null character in an email, and creates nobody', async () => {
    const r = await t.reseller(key, CREATE_CUSTOMER, { email: `x${NUL}@b.example`, name: 'X' });
    expectRefused(r, 'email');
    const list = await t.reseller(key, LIST_CUSTOMERS);
    expect(dataOf(list).handbookCustomers.total).toBe(1);
  });

  it('refuses a lone surrogate, and accepts a surrogate pair', async () => {
    expectRefused(
      await t.reseller(key, CREATE_CUSTOMER, { email: 'c@b.example', name: LONE_SURROGATE }),
      'name',
    );
    const created = dataOf(await t.reseller(key, CREATE_CUSTOMER, { email: 'd@b.example', name: 'Zoë 😀' }));
    expect(created.createHandbookCustomer.name).toBe('Zoë 😀');
  });
});

describe('strings the database cannot store (Customer API)', () => {
  it('refuses a null character in an input field, naming it', async () => {
    const r = await t.customer(token, GENERATE_OWN_HANDBOOK, {
      input: { companyName: NUL, country: 'GB', employeeCount: 3 },
    });
    expectRefused(r, 'input.companyName');
  });

  it('refuses a null character inside a list of an input', async () => {
    const r = await t.customer(token, GENERATE_OWN_HANDBOOK, {
      input: { companyName: 'Acme', country: 'GB', employeeCount: 3, policies: ['leave', NUL] },
    });
    expectRefused(r, 'input.policies');
  });

  it('refuses a null character written in the document, at any depth', async () => {
    const r = await t.customer(
      token,
      'mutation { generateHandbook(input: { companyName: "Acme", country: "GB", employeeCount: 3, region: "C\\u0000A" }) { handbookId } }',
    );
    expectRefused(r, 'input.region');
  });

  it('refuses a null character in an id', async () => {
    expectRefused(
      await t.customer(token, `{ handbook(handbookId: "hb_${'\\u0000'}") { title } }`),
      'handbookId',
    );
  });
});
