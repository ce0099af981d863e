import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerGraphql } from '@/tests/generated/customer';
import { resellerGraphql } from '@/tests/generated/reseller';
import type { CustomerHandbooksQueryVariables } from '@/tests/generated/reseller/graphql';
import {
  createCustomer,
  CUSTOMER_COUNTRIES,
  CUSTOMER_HANDBOOKS,
  CUSTOMER_POLICIES,
  DELETE_CUSTOMER_HANDBOOK,
  errorOf,
  GENERATE_FOR_CUSTOMER,
  generateFor,
  issueToken,
  READ_CUSTOMER,
  READ_OWN_HANDBOOK,
  RESELLER_COUNTRIES,
  RESELLER_POLICIES,
  rowsOf,
  wrongStoredCounts,
  SUSPEND_CUSTOMER,
} from './fixtures';
import { findCountry, regionCodes, SUPPORTED_COUNTRY_CODES } from '@/lib/service/handbooks/countries';
import { createTestService, dataOf, type TestService } from './harness';

let t: TestService;
const mine = { key: '', userId: '', token: '' };
const theirs = { key: '', userId: '', token: '', handbookId: '' };

const UNKNOWN_CUSTOMER = 'cus_doesnotexist00000000';
const UNKNOWN_HANDBOOK = 'hb_doesnotexist000000000';
const INPUT = { companyName: 'Acme Ltd', country: 'GB', employeeCount: 40, effectiveDate: '2026-03-01' };

const ONE = resellerGraphql(`
  query CustomerHandbook($id: ID!) {
    customerHandbook(handbookId: $id) {
      ...TestHandbookFields
    }
  }
`);
const OWN = customerGraphql(`
  query OwnHandbook($id: ID!) {
    handbook(handbookId: $id) {
      ...TestOwnHandbookFields
    }
  }
`);
const GENERATE_OWN_TEXT = customerGraphql(`
  mutation GenerateOwnText($input: GenerateHandbookInput!) {
    generateHandbook(input: $input) {
      markdown
    }
  }
`);

const list = async (userId: string, variables: Omit<CustomerHandbooksQueryVariables, 'userId'> = {}) =>
  dataOf(await t.reseller(mine.key, CUSTOMER_HANDBOOKS, { userId, ...variables })).customerHandbooks;

beforeAll(async () => {
  t = await createTestService();
  mine.key = (await t.newReseller('Mine')).key;
  theirs.key = (await t.newReseller('Theirs')).key;
  mine.userId = await createCustomer(t, mine.key, 'hr@mine.example', 'Mine HR');
  theirs.userId = await createCustomer(t, theirs.key, 'hr@theirs.example', 'Theirs HR');
  mine.token = (await issueToken(t, mine.key, mine.userId)).token;
  theirs.token = (await issueToken(t, theirs.key, theirs.userId)).token;
  theirs.handbookId = await generateFor(t, theirs.key, theirs.userId);
});
afterAll(() => t.close());

describe('policyLibrary', () => {
  it("is the Customer API's list", async () => {
    const reseller = dataOf(await t.reseller(mine.key, RESELLER_POLICIES));
    expect(reseller).toEqual(dataOf(await t.customer(mine.token, CUSTOMER_POLICIES)));
    expect(reseller.policyLibrary).toHaveLength(12);
  });
});

describe('handbookCountries', () => {
  it("is the generator's list, by name, the same on both APIs", async () => {
    const { handbookCountries } = dataOf(await t.reseller(mine.key, RESELLER_COUNTRIES));
    expect(dataOf(await t.customer(mine.token, CUSTOMER_COUNTRIES))).toEqual({ handbookCountries });
    expect(handbookCountries.map((c) => c.code).sort()).toEqual([...SUPPORTED_COUNTRY_CODES]);
    const names = handbookCountries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(handbookCountries.find((c) => c.code === 'GB')).toMatchObject({ regionLabel: null, regions: [] });
    for (const country of handbookCountries) {
      const known = findCountry(country.code);
      expect(country.regions.map((r) => r.code).sort()).toEqual(known ? regionCodes(known) : []);
    }
  });

  it('names each region the way a form labels it, and the generator takes every one listed', async () => {
    const { handbookCountries } = dataOf(await t.reseller(mine.key, RESELLER_COUNTRIES));
    const canada = handbookCountries.find((c) => c.code === 'CA');
    expect(canada).toMatchObject({ name: 'Canada', regionLabel: 'Province' });
    expect(handbookCountries.find((c) => c.code === 'US')?.regionLabel).toBe('State');
    for (const region of canada?.regions ?? []) {
      const input = { ...INPUT, country: 'CA', region: region.code };
      const made = await t.reseller(mine.key, GENERATE_FOR_CUSTOMER, { userId: mine.userId, input });
      expect(made.body.errors).toBeUndefined();
    }
  });
});

describe('generateCustomerHandbook', () => {
  it("gives the Customer API's text, and the customer sees the handbook as its own", async () => {
    const made = dataOf(
      await t.reseller(mine.key, GENERATE_FOR_CUSTOMER, { userId: mine.userId, input: INPUT }),
    ).generateCustomerHandbook;
    expect(made).toMatchObject({ userId: mine.userId, title: 'Acme Ltd Employee Handbook', country: 'GB' });
    const own = dataOf(await t.customer(mine.token, GENERATE_OWN_TEXT, { input: INPUT })).generateHandbook;
    expect(made.markdown).toBe(own.markdown);
    const seen = dataOf(await t.customer(mine.token, READ_OWN_HANDBOOK, { id: made.handbookId }));
    expect(seen.handbook).toEqual({ handbookId: made.handbookId });
  });

  it.each([
    [{ ...INPUT, country: 'ZZ' }, 'input.country'],
    [{ ...INPUT, policies: ['free-lunch'] }, 'input.policies'],
    [{ ...INPUT, region: 'ZZ' }, 'input.region'],
    [{ ...INPUT, companyName: '   ' }, 'input.companyName'],
    [{ ...INPUT, employeeCount: 0 }, 'input.employeeCount'],
    [{ ...INPUT, effectiveDate: '2026-02-30' }, 'input.effectiveDate'],
  ])('refuses %o with BAD_USER_INPUT naming %s, and stores nothing', async (input, field) => {
    const before = await rowsOf(t, mine.userId);
    const result = await t.reseller(mine.key, GENERATE_FOR_CUSTOMER, { userId: mine.userId, input });
    expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field });
    expect(await rowsOf(t, mine.userId)).toEqual(before);
  });

  it("answers NOT_FOUND for another reseller's customer exactly as for an unknown one", async () => {
    const before = await rowsOf(t, theirs.userId);
    const foreign = await t.reseller(mine.key, GENERATE_FOR_CUSTOMER, {
      userId: theirs.userId,
      input: INPUT,
    });
    const unknown = await t.reseller(mine.key, GENERATE_FOR_CUSTOMER, {
      userId: UNKNOWN_CUSTOMER,
      input: INPUT,
    });
    expect(errorOf(foreign)).toEqual({ code: 'NOT_FOUND' });
    expect(foreign.body).toEqual(unknown.body);
    expect(await rowsOf(t, theirs.userId)).toEqual(before);
  });

  it('works for a suspended customer (suspension stops only the customer’s own access)', async () => {
    const userId = await createCustomer(t, mine.key, 'paused@mine.example', 'Paused');
    await t.reseller(mine.key, SUSPEND_CUSTOMER, { userId });
    await generateFor(t, mine.key, userId);
    expect((await list(userId))!.total).toBe(1);
  });
});

describe('customerHandbooks and customerHandbook', () => {
  it('lists one customer’s handbooks newest first, with the total, and pages', async () => {
    const userId = await createCustomer(t, mine.key, 'lister@mine.example', 'Lister');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.unshift(await generateFor(t, mine.key, userId));
      t.advance(1_000);
    }
    const all = (await list(userId))!;
    expect(all.total).toBe(3);
    expect(all.handbooks.map((h) => h.handbookId)).toEqual(ids);
    expect(new Set(all.handbooks.map((h) => h.userId))).toEqual(new Set([userId]));
    const page = (await list(userId, { offset: 1, limit: 1 }))!;
    expect(page).toMatchObject({ total: 3, handbooks: [{ handbookId: ids[1] }] });
    const count = dataOf(await t.reseller(mine.key, READ_CUSTOMER, { userId }));
    expect(count.handbookCustomer?.handbookCount).toBe(3);
    expect(errorOf(await t.reseller(mine.key, CUSTOMER_HANDBOOKS, { userId, limit: 101 }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'limit',
    });
  });

  it('reads one handbook with every field of the Customer API’s, plus userId', async () => {
    const handbookId = await generateFor(t, mine.key, mine.userId, INPUT);
    const read = dataOf(await t.reseller(mine.key, ONE, { id: handbookId })).customerHandbook;
    const { userId, ...rest } = read!;
    expect(userId).toBe(mine.userId);
    const own = dataOf(await t.customer(mine.token, OWN, { id: handbookId })).handbook;
    expect(rest).toEqual(own);
  });

  it("answers null for another reseller's customer and handbook exactly as for unknown ones", async () => {
    expect(await list(theirs.userId)).toBeNull();
    expect(await list(UNKNOWN_CUSTOMER)).toBeNull();
    const foreign = await t.reseller(mine.key, ONE, { id: theirs.handbookId });
    expect(foreign.body).toEqual({ data: { customerHandbook: null } });
    expect(foreign.body).toEqual((await t.reseller(mine.key, ONE, { id: UNKNOWN_HANDBOOK })).body);
  });
});

describe('deleteCustomerHandbook', () => {
  it('deletes one handbook for good; the customer no longer sees it and the counts drop', async () => {
    const handbookId = await generateFor(t, mine.key, mine.userId);
    const before = (await list(mine.userId))!.total;
    expect(dataOf(await t.reseller(mine.key, DELETE_CUSTOMER_HANDBOOK, { id: handbookId }))).toEqual({
      deleteCustomerHandbook: handbookId,
    });
    expect((await list(mine.userId))!.total).toBe(before - 1);
    const own = await t.customer(mine.token, READ_OWN_HANDBOOK, { id: handbookId });
    expect(own.body).toEqual({ data: { handbook: null } });
    expect(errorOf(await t.reseller(mine.key, DELETE_CUSTOMER_HANDBOOK, { id: handbookId }))).toEqual({
      code: 'NOT_FOUND',
    });
  });

  it("answers NOT_FOUND for another reseller's handbook exactly as for an unknown one, and keeps it", async () => {
    const foreign = await t.reseller(mine.key, DELETE_CUSTOMER_HANDBOOK, { id: theirs.handbookId });
    expect(errorOf(foreign)).toEqual({ code: 'NOT_FOUND' });
    expect(foreign.body).toEqual(
      (await t.reseller(mine.key, DELETE_CUSTOMER_HANDBOOK, { id: UNKNOWN_HANDBOOK })).body,
    );
    const kept = await t.customer(theirs.token, READ_OWN_HANDBOOK, { id: theirs.handbookId });
    expect(kept.body).toEqual({ data: { handbook: { handbookId: theirs.handbookId } } });
  });

  it('keeps every stored count equal to the rows it counts', async () => {
    expect(await wrongStoredCounts(t)).toEqual([]);
  });
});
