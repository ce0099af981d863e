import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openStore } from '@/lib/service/db/open-store';
import { openPgliteThread } from '@/lib/service/db/pglite-thread';

/**
 * Making a new embedded store grows PGlite's WebAssembly memory by hundreds of megabytes that a process never
 * gets back (bench/startup measures the server's RSS once a new store is ready). So a new store is made and
 * migrated in a process of its own, which has ended before the server's thread opens the store.
 */
const WORKER = 'pglite-thread-worker.mjs';
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'hb-new-store-'));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A file under /proc, or '' when its thread or process ended between listing it and reading it. */
function procFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** Pids of this process's children that run the database's worker script. */
function databaseChildren(): number[] {
  const children = readdirSync(`/proc/${process.pid}/task`).flatMap((task) =>
    procFile(`/proc/${process.pid}/task/${task}/children`).split(' ').filter(Boolean),
  );
  return children.map(Number).filter((pid) => procFile(`/proc/${pid}/cmdline`).includes(WORKER));
}

/**
 * Opens the store while watching for database processes; returns the pids seen. While one runs, the store's
 * folder must not exist yet: it appears whole or not at all.
 */
async function openWatching(dataDir: string): Promise<number[]> {
  const seen = new Set<number>();
  let halfMade = false;
  const watch = setInterval(() => {
    const making = databaseChildren();
    making.forEach((pid) => seen.add(pid));
    if (making.length > 0 && existsSync(join(dataDir, 'pglite'))) halfMade = true;
  }, 20);
  try {
    const store = await openStore({ dataDir, snapshot: inject('pgliteSnapshot')! });
    await store.db.execute(sql`select count(*) from resellers`);
    expect(databaseChildren()).toEqual([]);
    await store.close();
  } finally {
    clearInterval(watch);
  }
  expect(halfMade, 'the store folder existed while the store was being made').toBe(false);
  return [...seen];
}

describe('a new embedded store', () => {
  it('is made and migrated by a process that has ended when the store opens; an existing one is not', async () => {
    const dataDir = folder();
    expect(await openWatching(dataDir)).toHaveLength(1);
    expect(await openWatching(dataDir)).toEqual([]);
  });

  it('is made again when a start ended while making it', async () => {
    const dataDir = folder();
    // What an ended start leaves: part of a store, beside the folder the store goes into.
    mkdirSync(join(dataDir, 'pglite.making', 'base'), { recursive: true });
    writeFileSync(join(dataDir, 'pglite.making', 'PG_VERSION'), '17\n');
    expect(await openWatching(dataDir)).toHaveLength(1);
    expect(existsSync(join(dataDir, 'pglite.making'))).toBe(false);
  });

  it('answers over the process like the thread: statements, transactions, a dump', async () => {
    const maker = await openPgliteThread(null, inject('pgliteSnapshot')!, { inChildProcess: true });
    try {
      expect(databaseChildren()).toHaveLength(1);
      expect((await maker.query('select count(*)::int as n from resellers')).rows).toEqual([{ n: 0 }]);
      await maker.query('create table t (n int)');
      await maker.transaction(async (tx) => {
        await tx.query('insert into t values ($1)', [7]);
      });
      expect((await maker.query('select n from t')).rows).toEqual([{ n: 7 }]);
      const dump = await maker.dump();
      expect(dump).toBeInstanceOf(Uint8Array);
      expect(dump.byteLength).toBeGreaterThan(1000);
    } finally {
      await maker.close();
    }
    expect(databaseChildren()).toEqual([]);
  });
});
