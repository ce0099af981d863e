import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, issueToken, ISSUE_TOKEN, REVOKE_TOKEN } from './fixtures';
import { createTestService, dataOf, type TestService } from './harness';

let t: TestService;
const a = { key: '', customer: '', token: '', tokenId: '' };
const b = { key: '', customer: '', token: '', tokenId: '', handbookId: '' };

const GENERATE = `mutation { generateHandbook(input: { companyName: "B Corp", country: "GB", employeeCount: 12 }) { handbookId } }`;

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
  b.handbookId = dataOf<{ generateHandbook: { handbookId: string } }>(
    await t.customer(b.token, GENERATE),
  ).generateHandbook.handbookId;
});
afterAll(() => t.close());

// Both directions: each reseller tries the other's ids, and the answers equal those for unknown ids.
describe.each([
  ['A', () => a, () => b],
  ['B', () => b, () => a],
])('reseller %s and the other tenant', (_name, me, them) => {
  it('lists only its own customers and tokens', async () => {
    const data = dataOf<{
      handbookCustomers: { total: number; customers: { userId: string }[] };
      customerTokens: { total: number };
    }>(
      await t.reseller(
        me().key,
        '{ handbookCustomers { total customers { userId } } customerTokens { total } }',
      ),
    );
    expect(data.handbookCustomers).toEqual({ total: 1, customers: [{ userId: me().customer }] });
    expect(data.customerTokens.total).toBe(1);
  });

  it("sees another tenant's customer exactly like an unknown one", async () => {
    const query = 'query ($id: ID!) { handbookCustomer(userId: $id) { userId } }';
    const theirs = await t.reseller(me().key, query, { id: them().customer });
    const unknown = await t.reseller(me().key, query, { id: 'cus_doesnotexist00000000' });
    expect(theirs.body).toEqual({ data: { handbookCustomer: null } });
    expect(theirs.body).toEqual(unknown.body);
  });

  it("cannot list another tenant's tokens by userId", async () => {
    const result = dataOf<{ customerTokens: { total: number } }>(
      await t.reseller(me().key, 'query ($id: ID) { customerTokens(userId: $id) { total } }', {
        id: them().customer,
      }),
    );
    expect(result.customerTokens.total).toBe(0);
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
    expect((await t.customer(them().token, '{ me { userId } }')).status).toBe(200);
  });
});

describe('customers on the Customer API', () => {
  it("reads only their own handbooks: another customer's id is null, like an unknown one", async () => {
    const query = 'query ($id: ID!) { handbook(handbookId: $id) { handbookId } }';
    expect((await t.customer(b.token, query, { id: b.handbookId })).body).toEqual({
      data: { handbook: { handbookId: b.handbookId } },
    });
    expect((await t.customer(a.token, query, { id: b.handbookId })).body).toEqual({
      data: { handbook: null },
    });
    expect((await t.customer(a.token, '{ listHandbooks { total } }')).body).toEqual({
      data: { listHandbooks: { total: 0 } },
    });
  });

  it("cannot delete another customer's handbook", async () => {
    const result = await t.customer(a.token, 'mutation ($id: ID!) { deleteHandbook(handbookId: $id) }', {
      id: b.handbookId,
    });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.customer(b.token, '{ listHandbooks { total } }')).body).toEqual({
      data: { listHandbooks: { total: 1 } },
    });
  });

  it("me is the token's own customer", async () => {
    expect((await t.customer(a.token, '{ me { userId email name } }')).body).toEqual({
      data: { me: { userId: a.customer, email: 'a@example.com', name: 'A customer' } },
    });
  });
});
