import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openStore, type Store } from '@/lib/service/db/open-store';
import { openPgliteThread } from '@/lib/service/db/pglite-thread';
import { createReseller } from '@/lib/service/resellers/reseller-store';

/** The service tests' stores start from one migrated snapshot (tests/support/pglite-snapshot.ts). */

const rowsOf = async (store: Store, query: ReturnType<typeof sql>) =>
  ((await store.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const resellerCount = async (store: Store) =>
  (await rowsOf(store, sql`select count(*)::int as n from resellers`))[0]!.n;

let folder: string;
const opened: Store[] = [];
const open = async (snapshot: string) => {
  const store = await openStore({ inMemory: true, snapshot });
  opened.push(store);
  return store;
};

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'hb-snapshot-'));
});
afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
  rmSync(folder, { recursive: true, force: true });
});

describe('an in-memory store started from a snapshot', () => {
  it("holds the snapshot's contents, with the migrations the snapshot lacks applied on top", async () => {
    // A snapshot with a mark of its own and no migrations: the mark can only come from the file.
    const thread = await openPgliteThread(null);
    await thread.query('create table snapshot_mark (id int)');
    await thread.query('insert into snapshot_mark values (7)');
    const marked = join(folder, 'marked.tar');
    writeFileSync(marked, await thread.dump());
    await thread.close();

    const store = await open(marked);
    expect(await rowsOf(store, sql`select id from snapshot_mark`)).toEqual([{ id: 7 }]);
    expect(await resellerCount(store)).toBe(0);
  });

  it('is a store of its own: another one from the same snapshot does not see its writes', async () => {
    // The run's snapshot, which the global setup made with dumpMigratedPglite().
    const migrated = inject('pgliteSnapshot')!;
    const [first, second] = await Promise.all([open(migrated), open(migrated)]);
    await createReseller(first.db, 'Only in the first', new Date());
    expect(await resellerCount(first)).toBe(1);
    expect(await resellerCount(second)).toBe(0);
  });

  it('fails to open from a file that is not a snapshot, rather than starting from an empty store', async () => {
    const damaged = join(folder, 'damaged.tar');
    writeFileSync(damaged, 'not a tarball');
    await expect(openStore({ inMemory: true, snapshot: damaged })).rejects.toThrow();
    await expect(openStore({ inMemory: true, snapshot: join(folder, 'missing.tar') })).rejects.toThrow();
  });
});

describe('a data folder started from a snapshot', () => {
  it('starts from it while the folder holds no store, and is never loaded over the store it then holds', async () => {
    const dataDir = join(folder, 'seeded');
    const location = { dataDir, snapshot: inject('pgliteSnapshot')! };
    const seeded = await openStore(location);
    await createReseller(seeded.db, 'Kept in the folder', new Date());
    await seeded.close();

    const reopened = await openStore(location);
    try {
      expect(await resellerCount(reopened)).toBe(1);
    } finally {
      await reopened.close();
    }
  });
});
