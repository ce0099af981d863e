import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { createCustomer } from '@/lib/service/customers/customer-store';
import { createReseller } from '@/lib/service/resellers/reseller-store';
import { keepPgliteStore, takePgliteStore } from '../service/kept-pglite-store';

const snapshot = () => inject('pgliteSnapshot')!;
const count = async (store: Awaited<ReturnType<typeof takePgliteStore>>, table: string) =>
  (
    (await store.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

// The service suite's files take one store after another on a worker (tests/service/harness.ts).
describe('the PGlite store a worker keeps between test files', () => {
  it('is handed to the next file emptied, counters included, as a store fresh from the snapshot is', async () => {
    const first = await takePgliteStore(snapshot());
    const reseller = await createReseller(first.db, 'Left behind', new Date());
    await createCustomer(
      first.db,
      { resellerId: reseller.id, email: 'left@behind.example', name: 'Left' },
      new Date(),
    );
    // customer_months is kept by a trigger: the counters are emptied with the rows they count.
    expect([await count(first, 'resellers'), await count(first, 'customer_months')]).toEqual([1, 1]);
    await keepPgliteStore(first);

    const next = await takePgliteStore(snapshot());
    expect(next).toBe(first);
    expect([await count(next, 'resellers'), await count(next, 'customer_months')]).toEqual([0, 0]);
    await keepPgliteStore(next);
  });

  it('is not kept once a test broke it: a dropped table, or a closed store', async () => {
    const broken = await takePgliteStore(snapshot());
    await broken.db.execute(sql`DROP TABLE customers CASCADE`);
    await keepPgliteStore(broken);
    const afterDrop = await takePgliteStore(snapshot());
    expect(afterDrop).not.toBe(broken);
    expect(await count(afterDrop, 'customers')).toBe(0);

    await afterDrop.close();
    await keepPgliteStore(afterDrop);
    const afterClose = await takePgliteStore(snapshot());
    expect(afterClose).not.toBe(afterDrop);
    await expect(afterClose.ping()).resolves.toBeUndefined();
    await afterClose.close();
  });
});
