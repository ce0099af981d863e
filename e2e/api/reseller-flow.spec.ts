import { customerGraphql } from '../../tests/generated/customer';
import { apiTest as test, expect } from '../fixtures';
import { DEFAULT_LIFETIME_SECONDS, DEMO_CUSTOMERS, DEMO_EMAIL_SUFFIX, DEMO_RESELLER } from '../support/env';
import { customerApi, uniqueClient } from '../support/graphql';
import { listHandbooks, uniqueCustomer } from '../support/reseller-client';

const MINUTE = 60_000;

const ME = customerGraphql(`
  query E2eMe {
    me {
      userId
      email
    }
  }
`);
const GENERATE = customerGraphql(`
  mutation E2eGenerateOwn($input: GenerateHandbookInput!) {
    generateHandbook(input: $input) {
      handbookId
      title
    }
  }
`);

test('the demo key belongs to the demo reseller', async ({ reseller }) => {
  expect((await reseller.reseller()).name).toBe(DEMO_RESELLER);
});

test('lists the demo customers: 300 of them, the first page of 25 newest first', async ({ reseller }) => {
  // Other tests add customers while this runs; the seeded ones are exactly those with a `.example` email.
  const seeded = await reseller.customers({ search: DEMO_EMAIL_SUFFIX });
  expect(seeded.total).toBe(DEMO_CUSTOMERS);

  const firstPage = await reseller.customers();
  expect(firstPage.total).toBeGreaterThanOrEqual(DEMO_CUSTOMERS);
  expect(firstPage.customers).toHaveLength(25);
  const created = firstPage.customers.map((c) => Date.parse(c.createdAt));
  expect(created).toEqual([...created].sort((a, b) => b - a));
  for (const customer of firstPage.customers) {
    expect(customer.userId).toMatch(/^cus_/);
    expect(customer.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
  }
});

test('pages through the customers without gaps or repeats', async ({ reseller }) => {
  const search = DEMO_EMAIL_SUFFIX;
  const [first, second] = await Promise.all([
    reseller.customers({ search, sort: 'EMAIL', direction: 'ASC', limit: 100, offset: 0 }),
    reseller.customers({ search, sort: 'EMAIL', direction: 'ASC', limit: 100, offset: 100 }),
  ]);
  const emails = [...first.customers, ...second.customers].map((c) => c.email);
  expect(new Set(emails).size).toBe(200);
  expect(emails).toEqual([...emails].sort());
});

test('a reseller never sees another reseller’s customers', async ({ reseller }) => {
  expect((await reseller.customers({ search: 'contoso' })).total).toBe(0);
});

test('the README flow: customer, token, Customer API, handbook, revocation', async ({
  reseller,
  request,
}) => {
  const input = uniqueCustomer('api flow');

  const customer = await test.step('create a customer (email trimmed and lower-cased)', async () => {
    const created = await reseller.createCustomer({
      name: input.name,
      email: `  ${input.email.toUpperCase()} `,
    });
    expect(created).toMatchObject({
      name: input.name,
      email: input.email,
      activeTokenCount: 0,
      accessExpiresAt: null,
    });
    expect(created.userId).toMatch(/^cus_/);
    expect(await reseller.customer(created.userId)).toMatchObject({
      userId: created.userId,
      email: input.email,
    });
    return created;
  });

  const issued = await test.step('issue a token with the default lifetime: 30 days', async () => {
    const before = Date.now();
    const result = await reseller.issueToken(customer.userId);
    const expected = before + DEFAULT_LIFETIME_SECONDS * 1000;
    expect(Math.abs(Date.parse(result.expiresAt) - expected)).toBeLessThan(MINUTE);
    expect(result.issuedToken).toMatchObject({
      userId: customer.userId,
      status: 'ACTIVE',
      lifetimeSeconds: DEFAULT_LIFETIME_SECONDS,
      expiresAt: result.expiresAt,
      revokedAt: null,
    });
    expect(await reseller.customer(customer.userId)).toMatchObject({
      activeTokenCount: 1,
      accessExpiresAt: result.expiresAt,
    });
    return result;
  });

  await test.step('the token works on the Customer API', async () => {
    const me = await customerApi(request, issued.token, ME);
    expect(me.status).toBe(200);
    expect(me.data?.me).toEqual({ userId: customer.userId, email: input.email });
    const list = await listHandbooks(request, issued.token);
    expect(list.status).toBe(200);
    expect(list.data?.listHandbooks).toEqual({ total: 0, handbooks: [] });
  });

  await test.step('generate a handbook and find it in the list', async () => {
    const generated = await customerApi(request, issued.token, GENERATE, {
      input: { companyName: 'E2E Widgets Ltd', country: 'GB', employeeCount: 12 },
    });
    expect(generated.errors).toEqual([]);
    const handbook = generated.data!.generateHandbook;
    expect(handbook.handbookId).toMatch(/^hb_/);
    expect(handbook.title).toBe('E2E Widgets Ltd Employee Handbook');

    const list = await listHandbooks(request, issued.token);
    expect(list.data?.listHandbooks.total).toBe(1);
    expect(list.data?.listHandbooks.handbooks.map((h) => h.handbookId)).toEqual([handbook.handbookId]);
    expect((await reseller.customer(customer.userId))?.handbookCount).toBe(1);
  });

  await test.step('revoke the token: the Customer API answers 401 Invalid token', async () => {
    const revoked = await reseller.revokeToken(issued.issuedToken.tokenId);
    expect(revoked.status).toBe('REVOKED');
    expect(revoked.revokedAt).not.toBeNull();

    const refused = await listHandbooks(request, issued.token, { client: uniqueClient() });
    expect(refused.status).toBe(401);
    expect(refused.errors).toEqual([{ message: 'Invalid token', extensions: { code: 'UNAUTHENTICATED' } }]);
    expect(refused.data).toBeNull();
    expect(await reseller.customer(customer.userId)).toMatchObject({
      activeTokenCount: 0,
      accessExpiresAt: null,
    });
  });
});

test('a chosen lifetime is honoured and out-of-range lifetimes are refused', async ({ reseller }) => {
  const customer = await reseller.createCustomer(uniqueCustomer('lifetime'));
  const before = Date.now();
  const week = await reseller.issueToken(customer.userId, 7 * 86_400);
  expect(Math.abs(Date.parse(week.expiresAt) - (before + 7 * 86_400_000))).toBeLessThan(MINUTE);
  expect(week.issuedToken.lifetimeSeconds).toBe(7 * 86_400);

  await expect(reseller.issueToken(customer.userId, 59)).rejects.toThrow(/BAD_USER_INPUT/);
});

test('a duplicate email is refused naming the field', async ({ reseller }) => {
  const input = uniqueCustomer('duplicate');
  await reseller.createCustomer(input);
  await expect(reseller.createCustomer({ ...input, name: 'Someone else' })).rejects.toThrow(
    /"field":"email"/,
  );
});
