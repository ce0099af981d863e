import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openStore, type Store } from '@/lib/service/db/open-store';
import { resellers } from '@/lib/service/db/schema';
import { hasPgCode, PG_UNIQUE_VIOLATION } from '@/lib/service/core/pg-errors';

let store: Store;
beforeAll(async () => {
  store = await openStore({ inMemory: true, snapshot: inject('pgliteSnapshot')! });
});
afterAll(() => store?.close());

const countResellers = async (db: Store['db']) => {
  const { rows } = (await db.execute(sql`select count(*)::int as n from resellers`)) as unknown as {
    rows: { n: number }[];
  };
  return rows[0]!.n;
};

describe('the embedded database on its own thread', () => {
  it('leaves the server thread free while a statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    try {
      // On the server's thread, the engine would hold the event loop for the whole statement: no tick at all.
      await store.db.execute(sql`select pg_sleep(0.4)`);
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThanOrEqual(10);
  });

  it('keeps a transaction to itself: other statements wait for its end, a rollback leaves nothing', async () => {
    const before = await countResellers(store.db);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: { count?: Promise<number> } = {};
    const transaction = store.db.transaction(async (tx) => {
      await tx
        .insert(resellers)
        .values({ id: 'rsl_thread_commit', name: 'Thread Commit', createdAt: new Date() });
      asked.count = countResellers(store.db);
      await held;
    });
    await new Promise((r) => setTimeout(r, 50));
    release();
    await transaction;
    // Asked while the row was uncommitted, answered after the commit: PGlite has one connection.
    expect(await asked.count).toBe(before + 1);

    await expect(
      store.db.transaction(async (tx) => {
        await tx
          .insert(resellers)
          .values({ id: 'rsl_thread_rollback', name: 'Thread Rollback', createdAt: new Date() });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await countResellers(store.db)).toBe(before + 1);
  });

  it("keeps the database's error code, which the repositories answer to", async () => {
    const error = await store.db
      .insert(resellers)
      .values({ id: 'rsl_thread_commit', name: 'Again', createdAt: new Date() })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(hasPgCode(error, PG_UNIQUE_VIOLATION)).toBe(true);
  });

  it('refuses calls at once after closing, rather than leaving them waiting', async () => {
    const closing = await openStore({ inMemory: true, snapshot: inject('pgliteSnapshot')! });
    await closing.close();
    await expect(closing.ping()).rejects.toThrow();
  });
});
