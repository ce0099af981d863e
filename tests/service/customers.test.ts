import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resellerGraphql } from '@/tests/generated/reseller';
import type { CustomersPageQueryVariables } from '@/tests/generated/reseller/graphql';
import { CREATE_CUSTOMER, createCustomer, issueToken, LIST_CUSTOMERS, REVOKE_TOKEN } from './fixtures';
import { createTestService, dataOf, type TestService } from './harness';

let t: TestService;
let key: string;

const LIST = resellerGraphql(`
  query CustomersPage(
    $search: String
    $offset: Int
    $limit: Int
    $sort: CustomerSort
    $direction: SortDirection
  ) {
    handbookCustomers(search: $search, offset: $offset, limit: $limit, sort: $sort, direction: $direction) {
      total
      customers {
        userId
        email
        name
        handbookCount
        activeTokenCount
        accessExpiresAt
        accessExpiredAt
      }
    }
  }
`);
const list = async (variables: CustomersPageQueryVariables = {}) =>
  dataOf(await t.reseller(key, LIST, variables)).handbookCustomers;

const PEOPLE = [
  ['Zoe Park', 'zoe@alpha.example'],
  ['adam Smith', 'adam@beta.example'],
  ['Maria 100% Garcia', 'maria@gamma.example'],
  ['Bob_Stone', 'bob@delta.example'],
  ['Carla Diaz', 'carla@alpha.example'],
] as const;

beforeAll(async () => {
  t = await createTestService();
  ({ key } = await t.newReseller());
  for (const [name, email] of PEOPLE) {
    await createCustomer(t, key, email, name);
    t.advance(1000);
  }
});
afterAll(() => t.close());

describe('createHandbookCustomer', () => {
  it('trims and lower-cases the email', async () => {
    const data = dataOf(
      await t.reseller(key, CREATE_CUSTOMER, { email: '  New.Person@Example.COM ', name: '  New Person ' }),
    );
    expect(data.createHandbookCustomer).toMatchObject({
      email: 'new.person@example.com',
      name: 'New Person',
      activeTokenCount: 0,
      accessExpiresAt: null,
    });
    expect(data.createHandbookCustomer.userId).toMatch(/^cus_[0-9a-z]{20}$/);
  });

  it.each([
    ['an invalid email', { email: 'not-an-email', name: 'X' }, 'email'],
    ['an empty name', { email: 'x@example.com', name: '   ' }, 'name'],
    ['a duplicate email (case-insensitive)', { email: 'ZOE@alpha.example', name: 'Zoe again' }, 'email'],
  ])('refuses %s with BAD_USER_INPUT naming the field', async (_name, variables, field) => {
    const result = await t.reseller(key, CREATE_CUSTOMER, variables);
    expect(result.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field });
  });

  it('lets two resellers have customers with the same email', async () => {
    const { key: other } = await t.newReseller('Other');
    await expect(createCustomer(t, other, 'zoe@alpha.example', 'Zoe elsewhere')).resolves.toMatch(/^cus_/);
  });
});

describe('handbookCustomers', () => {
  it('returns the total beside a page, newest first by default', async () => {
    const page = await list({ limit: 2 });
    expect(page.total).toBe(6);
    expect(page.customers.map((c) => c.name)).toEqual(['New Person', 'Carla Diaz']);
  });

  it('searches name or email, case-insensitively, and counts only matches', async () => {
    const byEmail = await list({ search: 'ALPHA' });
    expect(byEmail.customers.map((c) => c.name).sort()).toEqual(['Carla Diaz', 'Zoe Park']);
    expect(byEmail.total).toBe(2);
    expect((await list({ search: 'smith' })).customers.map((c) => c.name)).toEqual(['adam Smith']);
  });

  it('takes %, _ and \\ in a search literally', async () => {
    expect((await list({ search: '100%' })).customers.map((c) => c.name)).toEqual(['Maria 100% Garcia']);
    expect((await list({ search: 'b_s' })).customers.map((c) => c.name)).toEqual(['Bob_Stone']);
    expect((await list({ search: '%' })).total).toBe(1);
  });

  it('sorts by name and email in both directions, pages stably', async () => {
    const asc = await list({ sort: 'EMAIL', direction: 'ASC' });
    expect(asc.customers.map((c) => c.email)).toEqual([...asc.customers.map((c) => c.email)].sort());
    const desc = await list({ sort: 'EMAIL', direction: 'DESC' });
    expect(desc.customers.map((c) => c.email)).toEqual(asc.customers.map((c) => c.email).reverse());
    const first = await list({ sort: 'NAME', direction: 'ASC', limit: 3 });
    const second = await list({ sort: 'NAME', direction: 'ASC', offset: 3, limit: 3 });
    const all = await list({ sort: 'NAME', direction: 'ASC' });
    expect([...first.customers, ...second.customers].map((c) => c.userId)).toEqual(
      all.customers.map((c) => c.userId),
    );
  });

  it('derives token columns and sorts by them', async () => {
    const all = await list();
    const bob = all.customers.find((c) => c.name === 'Bob_Stone')!;
    const carla = all.customers.find((c) => c.name === 'Carla Diaz')!;
    await issueToken(t, key, bob.userId, 86_400);
    const long = await issueToken(t, key, carla.userId, 10 * 86_400);
    await issueToken(t, key, carla.userId, 5 * 86_400);

    const byCount = await list({ sort: 'ACTIVE_TOKEN_COUNT', direction: 'DESC', limit: 2 });
    expect(byCount.customers.map((c) => [c.name, c.activeTokenCount])).toEqual([
      ['Carla Diaz', 2],
      ['Bob_Stone', 1],
    ]);
    expect(byCount.customers[0]!.accessExpiresAt).toBe(long.expiresAt);

    const byExpiry = await list({ sort: 'ACCESS_EXPIRES_AT', direction: 'ASC' });
    expect(byExpiry.customers.slice(0, 2).map((c) => c.name)).toEqual(['Bob_Stone', 'Carla Diaz']);
    expect(byExpiry.customers.at(-1)!.accessExpiresAt).toBeNull();

    t.advance(2 * 86_400_000);
    const later = (await list()).customers.find((c) => c.name === 'Bob_Stone')!;
    expect(later).toMatchObject({ activeTokenCount: 0, accessExpiresAt: null });
    expect(later.accessExpiredAt).not.toBeNull();
  });

  it('sorts those without access by when they lost it, the latest first, then those who never had a token', async () => {
    const { customers } = await list();
    const [adam, maria] = ['adam Smith', 'Maria 100% Garcia'].map((n) =>
      customers.find((c) => c.name === n)!,
    );
    // Bob's day-long token ended a day ago; Adam's ends a minute after this issue, Maria's when it is
    // revoked an hour later still; Carla's runs on.
    await issueToken(t, key, adam!.userId, 60);
    t.advance(60 * 60_000);
    const revoked = await issueToken(t, key, maria!.userId, 86_400);
    t.advance(60 * 60_000);
    dataOf(await t.reseller(key, REVOKE_TOKEN, { tokenId: revoked.issuedToken.tokenId }));
    const everyone = (await list({ limit: 100 })).customers;
    const neverHad = everyone
      .filter((c) => !['Carla Diaz', 'Bob_Stone', 'adam Smith', 'Maria 100% Garcia'].includes(c.name))
      .map((c) => c.userId);
    for (const direction of ['ASC', 'DESC'] as const) {
      const order = (await list({ sort: 'ACCESS_EXPIRES_AT', direction, limit: 100 })).customers;
      expect(
        order.slice(0, 4).map((c) => c.name),
        direction,
      ).toEqual(['Carla Diaz', 'Maria 100% Garcia', 'adam Smith', 'Bob_Stone']);
      expect(order.slice(4).map((c) => c.userId)).toEqual(
        direction === 'ASC' ? [...neverHad].sort() : [...neverHad].sort().reverse(),
      );
    }
  });

  it.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: 101 }, 'limit'],
    [{ offset: -1 }, 'offset'],
  ])('refuses %o with BAD_USER_INPUT', async (variables, field) => {
    const result = await t.reseller(key, LIST, variables);
    expect(result.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field });
  });

  it('refuses an unknown sort value as a validation error', async () => {
    // A value the schema does not have: only the document's text can carry it.
    const result = await t.reseller(key, LIST.toString(), { sort: 'PASSWORD' });
    expect(result.body.errors?.[0]?.message).toMatch(/PASSWORD/);
    expect(result.body.data ?? null).toBeNull();
  });
});

describe('concurrent creates', () => {
  it('handles 200 concurrent creates across resellers: each succeeds or fails cleanly, no duplicates', async () => {
    const resellers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.newReseller(`Concurrent ${i}`)),
    );
    // Every email is sent twice at once: exactly one of each pair may win.
    const attempts = resellers.flatMap(({ key: k }) =>
      Array.from({ length: 20 }, (_, i) =>
        t.reseller(k, CREATE_CUSTOMER, { email: `same${i % 10}@race.example`, name: `Racer ${i}` }),
      ),
    );
    const results = await Promise.all(attempts);
    const won = results.filter((r) => r.body.data?.createHandbookCustomer);
    const lost = results.filter((r) => r.body.errors);
    expect(won.length).toBe(100);
    expect(lost.length).toBe(100);
    for (const r of lost)
      expect(r.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'email' });
    for (const { key: k } of resellers) {
      const page = dataOf(await t.reseller(k, LIST_CUSTOMERS, { limit: 100 })).handbookCustomers;
      expect(page.total).toBe(10);
      expect(new Set(page.customers.map((c) => c.email)).size).toBe(10);
    }
  });
});
