import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resellerGraphql } from '@/tests/generated/reseller';
import { CustomerAccess } from '@/tests/generated/reseller/graphql';
import { createCustomer, errorOf, SUSPEND_CUSTOMER } from './fixtures';
import { createTestService, dataOf, type TestService } from './harness';
import { issue, list, renew } from './token-fixtures';

/**
 * Contract, fourth edition ("Console"): each figure of the overview opens a list whose total equals it.
 * The fleet below has what made them differ: a token renewed with an overlap (still working, already
 * replaced), an expiring token renewed for longer, a customer whose access ends soon, one without any.
 */
const FIGURES = resellerGraphql(`
  query FigureLists {
    overview {
      customerCount
      activeTokenCount
      expiringWithin7Days
      customersWithoutAccess
      accessEndingSoon {
        total
      }
    }
    activeTokens: customerTokens(status: ACTIVE, includeRenewed: false) {
      total
    }
    expiring: customerTokens(expiringWithinDays: 7, includeRenewed: false) {
      total
    }
    withoutAccess: handbookCustomers(access: NONE) {
      total
      customers {
        userId
      }
    }
    endingSoon: handbookCustomers(access: ENDING_SOON) {
      total
      customers {
        userId
      }
    }
    withAccess: handbookCustomers(access: ACTIVE) {
      total
    }
  }
`);

const CUSTOMERS_BY_ACCESS = resellerGraphql(`
  query CustomersByAccess($access: CustomerAccess, $search: String, $status: CustomerStatus) {
    handbookCustomers(access: $access, search: $search, status: $status, limit: 100) {
      total
      customers {
        userId
      }
    }
  }
`);

const DAY = 86_400;
let t: TestService;
let key = '';
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestService();
  ({ key } = await t.newReseller('Figures Ltd'));
  for (const name of ['steady', 'ending', 'renewed', 'none', 'suspended'])
    ids[name] = await createCustomer(t, key, `${name}@example.com`, `${name} customer`);
  await issue(t, key, ids.steady!, { expiresIn: 90 * DAY });
  await issue(t, key, ids.ending!, { expiresIn: 3 * DAY });
  // Expiring in 2 days, renewed for 30 with a day's overlap: the old token works on, already replaced.
  const old = await issue(t, key, ids.renewed!, { expiresIn: 2 * DAY });
  await renew(t, key, old.issuedToken.tokenId, { expiresIn: 30 * DAY, overlapSeconds: DAY });
  await issue(t, key, ids.suspended!, { expiresIn: 60 * DAY });
  dataOf(await t.reseller(key, SUSPEND_CUSTOMER, { userId: ids.suspended! }));
});

afterAll(() => t.close());

describe('every overview figure opens a list of the same total', () => {
  it('active tokens, expiring within 7 days, customers without access and access ending soon', async () => {
    const data = dataOf(await t.reseller(key, FIGURES));
    const { overview } = data;
    expect(overview).toMatchObject({
      customerCount: 5,
      activeTokenCount: 4,
      expiringWithin7Days: 1,
      customersWithoutAccess: 1,
    });
    expect(data.activeTokens.total).toBe(overview.activeTokenCount);
    expect(data.expiring.total).toBe(overview.expiringWithin7Days);
    expect(data.withoutAccess.total).toBe(overview.customersWithoutAccess);
    expect(data.withoutAccess.customers.map((c) => c.userId)).toEqual([ids.none]);
    expect(data.endingSoon.total).toBe(overview.accessEndingSoon.total);
    expect(data.endingSoon.customers.map((c) => c.userId)).toEqual([ids.ending]);
    expect(data.withAccess.total).toBe(overview.customerCount - overview.customersWithoutAccess);
  });

  it('counts replaced tokens by default, as before (includeRenewed: true)', async () => {
    expect((await list(t, key, { status: 'ACTIVE' })).total).toBe(5);
    expect((await list(t, key, { expiringWithinDays: 7 })).total).toBe(2);
  });

  it('combines the access filter with a search and a status', async () => {
    const byAccess = async (variables: Parameters<typeof t.reseller>[2]) =>
      dataOf(await t.reseller(key, CUSTOMERS_BY_ACCESS, variables)).handbookCustomers;
    expect(await byAccess({ access: CustomerAccess.Active, search: 'steady' })).toEqual({
      total: 1,
      customers: [{ userId: ids.steady }],
    });
    expect((await byAccess({ access: CustomerAccess.None, search: 'steady' })).total).toBe(0);
    expect(await byAccess({ access: CustomerAccess.Active, status: 'SUSPENDED' })).toEqual({
      total: 1,
      customers: [{ userId: ids.suspended }],
    });
  });

  it('moves a customer from ending soon to without access as time passes', async () => {
    t.advance(4 * DAY * 1000);
    const data = dataOf(await t.reseller(key, FIGURES));
    expect(data.withoutAccess.customers.map((c) => c.userId).sort()).toEqual([ids.ending, ids.none].sort());
    expect(data.withoutAccess.total).toBe(data.overview.customersWithoutAccess);
    expect(data.endingSoon.total).toBe(data.overview.accessEndingSoon.total);
    expect(data.activeTokens.total).toBe(data.overview.activeTokenCount);
  });

  it('refuses an unknown access value', async () => {
    const result = await t.reseller(key, 'query { handbookCustomers(access: SOMETIMES) { total } }');
    expect(errorOf(result)?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
