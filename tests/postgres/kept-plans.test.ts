import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_LIMIT } from '@/lib/contract/limits';
import { createCustomer, listCustomers } from '@/lib/service/customers/customer-store';
import { openStore, type Store } from '@/lib/service/db/open-store';
import { rowsOf } from '@/lib/service/db/rows-of';
import { CustomerSort, SortDirection } from '@/lib/service/generated/reseller-types';
import { createReseller } from '@/lib/service/resellers/reseller-store';
import { createTestDatabase, START } from '../service/harness';

// The customers list's first page at the default size is planned once per connection and kept; other pages are
// planned for their bound limit on every call (customer-store.ts, isFirstDefaultPage). pg_prepared_statements
// counts both kinds of plan per statement, for the session that asks: hence a pool of one connection.
// Enough customers that a plan for a bound limit (taken as a tenth of the rows) costs more than one for 25.
const CUSTOMERS = 300;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let store: Store;
let resellerId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  store = await openStore({ databaseUrl: database.url.toString() }, { poolSize: 1 });
  ({ id: resellerId } = await createReseller(store.db, 'Plans', START));
  for (let i = 0; i < CUSTOMERS; i++)
    await createCustomer(store.db, { resellerId, email: `c${i}@example.com`, name: `Customer ${i}` }, START);
  await store.db.execute(sql`analyze`);
});
afterAll(async () => {
  await store?.close();
  await database?.drop();
});

/** How the statement of the first default page (`first`) or of the other pages was planned so far (none: 0). */
async function plansOf(first: boolean) {
  const rows = await rowsOf<{ name: string; generic: number; custom: number }>(
    store.db,
    sql`select name, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name like 'list_customers_%'`,
  );
  const statements = rows.filter((row) => row.name.endsWith('_first') === first);
  expect(statements.length).toBeLessThanOrEqual(1);
  return statements[0] ?? { generic: 0, custom: 0 };
}

const CALLS = 8;
const page = async (offset: number, limit: number) =>
  (
    await listCustomers(
      store.db,
      {
        resellerId,
        search: null,
        status: null,
        access: null,
        sort: CustomerSort.Name,
        direction: SortDirection.Asc,
        offset,
        limit,
      },
      START,
    )
  ).map((customer) => customer.id);

describe('a page of customers on PostgreSQL', () => {
  it('keeps one plan for the first page at the default size, which holds the rows a bound page would', async () => {
    const longer = await page(0, PAGE_LIMIT.default + 1);
    for (let i = 0; i < CALLS; i++) expect(await page(0, PAGE_LIMIT.default)).toEqual(longer.slice(0, -1));
    const plans = await plansOf(true);
    expect(plans.generic).toBeGreaterThan(0);
    expect(plans.generic + plans.custom).toBe(CALLS);
  });

  it('plans any other page for its bound limit and offset on each call', async () => {
    const first = await page(0, PAGE_LIMIT.default);
    const before = await plansOf(false);
    for (let i = 0; i < CALLS; i++) {
      const second = await page(PAGE_LIMIT.default, PAGE_LIMIT.default);
      expect(second).toHaveLength(PAGE_LIMIT.default);
      expect(second.filter((id) => first.includes(id))).toEqual([]);
    }
    const after = await plansOf(false);
    expect(after.generic).toBe(0);
    expect(after.custom - before.custom).toBe(CALLS);
  });
});
