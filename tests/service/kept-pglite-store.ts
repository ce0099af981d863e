import { sql } from 'drizzle-orm';
import { openStore, type Store } from '@/lib/service/db/open-store';

/**
 * One PGlite store per worker, handed to one test file after another: the projects share a module graph
 * per worker (vitest.config.ts), so this module outlives a file. Opening a store from the run's snapshot
 * costs about 1.7 s of CPU (a 40 MB data directory untarred into memory, the database thread started),
 * more than most files' tests; emptying one costs milliseconds. A file in a project of its own graph
 * (`:isolated`) never finds one kept, and opens its own.
 */
let kept: Store | null = null;
/** What the migrations made, as each store opened with it: a test may drop a table to break its store. */
const schemaOf = new WeakMap<Store, string>();

// Every table the migrations made, emptied at once; identities start again. That is exactly what a store
// fresh from the snapshot holds: the migrations insert no rows (the counters' rows come from triggers).
const EMPTY_EVERY_TABLE = sql`DO $$
DECLARE tables text;
BEGIN
  SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') INTO tables
    FROM pg_tables WHERE schemaname = 'public';
  IF tables IS NOT NULL THEN
    EXECUTE 'TRUNCATE ' || tables || ' RESTART IDENTITY CASCADE';
  END IF;
END $$`;

// The tables with their columns, the functions and the triggers of the public schema, in one string.
const SCHEMA = sql`SELECT string_agg(part, ',' ORDER BY part) AS schema FROM (
  SELECT format('%s:%s.%s:%s', c.relkind, c.relname, a.attname, a.atttypid) AS part
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    WHERE n.nspname = 'public'
  UNION ALL SELECT format('function:%s:%s', p.proname, md5(p.prosrc))
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'
  UNION ALL SELECT format('trigger:%s:%s', t.tgname, t.tgenabled) FROM pg_trigger t WHERE NOT t.tgisinternal
) parts`;

const schema = async (store: Store) =>
  ((await store.db.execute(SCHEMA)) as unknown as { rows: { schema: string }[] }).rows[0]!.schema;

/** An empty migrated store: the one kept, emptied when taken (the last file's late writes go too), or a new one. */
export async function takePgliteStore(snapshot: string): Promise<Store> {
  const store = kept;
  kept = null;
  if (store) {
    try {
      await store.db.execute(EMPTY_EVERY_TABLE);
      return store;
    } catch {
      await store.close().catch(() => undefined);
    }
  }
  const fresh = await openStore({ inMemory: true, snapshot });
  schemaOf.set(fresh, await schema(fresh));
  return fresh;
}

/** Keeps a store for the next file, unless a test broke it: closed it, stopped its thread, changed its schema. */
export async function keepPgliteStore(store: Store): Promise<void> {
  const usable = await schema(store).then(
    (now) => now === schemaOf.get(store),
    () => false,
  );
  if (usable && !kept) kept = store;
  else await store.close().catch(() => undefined);
}
