import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerGraphql } from '@/tests/generated/customer';
import { resellerGraphql } from '@/tests/generated/reseller';
import {
  createCustomer,
  DELETE_OWN_HANDBOOK,
  GENERATE_OWN_HANDBOOK,
  issueToken,
  ISSUE_TOKEN,
  LIST_OWN_HANDBOOKS,
  READ_CUSTOMER,
  READ_OWN_HANDBOOK,
  REVOKE_TOKEN,
  WHO_AM_I,
} from './fixtures';
import { createTestService, dataOf, type TestService } from './harness';
import { list } from './token-fixtures';

let t: TestService;
const a = { key: '', customer: '', token: '', tokenId: '' };
const b = { key: '', customer: '', token: '', tokenId: '', handbookId: '' };

const OWN_ROWS = resellerGraphql(`
  query TenantRows {
    handbookCustomers {
      total
      customers {
        userId
      }
    }
    customerTokens {
      total
    }
  }
`);
const ME = customerGraphql(`
  query TenantMe {
    me {
      userId
      email
      name
    }
  }
`);
const ownHandbookCount = async (token: string) =>
  dataOf(await t.customer(token, LIST_OWN_HANDBOOKS)).listHandbooks.total;

beforeAll(async () => {
  t = await createTestService();
  a.key = (await t.newReseller('A')).key;
  b.key = (await t.newReseller('B')).key;
  a.customer = await createCustomer(t, a.key, 'a@example.com', 'A customer');
  b.customer = await createCustomer(t, b.key, 'b@example.com', 'B customer');
  ({
    token: a.token,
    issuedToken: { tokenId: a.tokenId },
  } = await issueToken(t, a.key, a.customer));
  ({
    token: b.token,
    issuedToken: { tokenId: b.tokenId },
  } = await issueToken(t, b.key, b.customer));
  const input = { companyName: 'B Corp', country: 'GB', employeeCount: 12 };
  b.handbookId = dataOf(
    await t.customer(b.token, GENERATE_OWN_HANDBOOK, { input }),
  ).generateHandbook.handbookId;
});
afterAll(() => t.close());

// Both directions: each reseller tries the other's ids, and the answers equal those for unknown ids.
describe.each([
  ['A', () => a, () => b],
  ['B', () => b, () => a],
])('reseller %s and the other tenant', (_name, me, them) => {
  it('lists only its own customers and tokens', async () => {
    const data = dataOf(await t.reseller(me().key, OWN_ROWS));
    expect(data.handbookCustomers).toEqual({ total: 1, customers: [{ userId: me().customer }] });
    expect(data.customerTokens.total).toBe(1);
  });

  it("sees another tenant's customer exactly like an unknown one", async () => {
    const theirs = await t.reseller(me().key, READ_CUSTOMER, { userId: them().customer });
    const unknown = await t.reseller(me().key, READ_CUSTOMER, { userId: 'cus_doesnotexist00000000' });
    expect(theirs.body).toEqual({ data: { handbookCustomer: null } });
    expect(theirs.body).toEqual(unknown.body);
  });

  it("cannot list another tenant's tokens by userId", async () => {
    expect((await list(t, me().key, { userId: them().customer })).total).toBe(0);
  });

  it("cannot issue a token for another tenant's customer", async () => {
    const theirs = await t.reseller(me().key, ISSUE_TOKEN, { userId: them().customer });
    const unknown = await t.reseller(me().key, ISSUE_TOKEN, { userId: 'cus_doesnotexist00000000' });
    expect(theirs.body.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(theirs.body.errors?.[0]?.message).toBe(unknown.body.errors?.[0]?.message);
  });

  it("cannot revoke another tenant's token, which keeps working", async () => {
    const theirs = await t.reseller(me().key, REVOKE_TOKEN, { tokenId: them().tokenId });
    expect(theirs.body.errors?.[0]).toMatchObject({
      message: 'Token not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await t.customer(them().token, WHO_AM_I)).status).toBe(200);
  });
});

describe('customers on the Customer API', () => {
  it("reads only their own handbooks: another customer's id is null, like an unknown one", async () => {
    expect((await t.customer(b.token, READ_OWN_HANDBOOK, { id: b.handbookId })).body).toEqual({
      data: { handbook: { handbookId: b.handbookId } },
    });
    expect((await t.customer(a.token, READ_OWN_HANDBOOK, { id: b.handbookId })).body).toEqual({
      data: { handbook: null },
    });
    expect(await ownHandbookCount(a.token)).toBe(0);
  });

  it("cannot delete another customer's handbook", async () => {
    const result = await t.customer(a.token, DELETE_OWN_HANDBOOK, { id: b.handbookId });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await ownHandbookCount(b.token)).toBe(1);
  });

  it("me is the token's own customer", async () => {
    expect((await t.customer(a.token, ME)).body).toEqual({
      data: { me: { userId: a.customer, email: 'a@example.com', name: 'A customer' } },
    });
  });
});
