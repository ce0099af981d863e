import 'server-only';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { traceQueries } from '../../telemetry/db-spans';
import { tracingOn } from '../../telemetry/start-telemetry';
import { openPgliteThread, type PgliteThread } from './pglite-thread';
import { schema } from './schema';
import { acquireStoreLock } from './store-lock';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Store {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Applies the pending migrations (what opening does unless told not to). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type StoreLocation =
  | { databaseUrl: string }
  // `snapshot` (a file written from `dumpMigratedPglite()`): what a folder that holds no store yet starts
  // from (by default the build's, BUILT_STORE_FILE, where there is one), and what an in-memory store starts
  // from; migrations it lacks still run.
  | { dataDir: string; snapshot?: string }
  | { inMemory: true; snapshot?: string };

export const MIGRATIONS_FOLDER = join(process.cwd(), 'lib/service/db/migrations');
/**
 * Where a built app (Next's standalone output, the service bundle) holds its migrated, empty store, which
 * `npm run build` writes (scripts/write-built-store.ts). A new embedded store starts from it instead of
 * PGlite's initdb and every migration: 3.2 s against 7.3 s to open, half the CPU. A checkout has none.
 */
export const BUILT_STORE_FILE = 'lib/service/db/migrated-store.tar.gz';
const builtStore = () => {
  const file = join(process.cwd(), BUILT_STORE_FILE);
  return existsSync(file) ? file : null;
};
// Any fixed number: serialises migrations when several app instances start against one server.
export const MIGRATION_LOCK_KEY = 7_343_001;
/**
 * How long a PostgreSQL statement may take before its caller gets an error (a request, 503). Every statement
 * of the app takes milliseconds at 100,000 customers; only a server that has stopped answering, or a lock
 * held far too long, comes near this. Counted by the client: it holds when the server or the link is gone,
 * and through a pooler in transaction mode, which may refuse `statement_timeout` as a start-up parameter.
 */
const QUERY_TIMEOUT_MS = 15_000;
const CONNECT_TIMEOUT_MS = 5_000;

export interface OpenOptions {
  /** Connections of the PostgreSQL pool at most (default 10). */
  poolSize?: number;
  /** How long an idle PostgreSQL connection is kept (pg's default: 10 s). */
  idleTimeoutMs?: number;
  /**
   * Whether to apply pending migrations as the store opens (default true). False where a transaction-mode
   * pooler stands in front of PostgreSQL, which does not keep the session advisory lock that serialises
   * migrations: the deployment migrates once (`npm run db:migrate`) instead.
   */
  migrate?: boolean;
  /** The deadline of each statement but the migrations' (default QUERY_TIMEOUT_MS); 0 for none (bulk loads). */
  queryTimeoutMs?: number;
}

/**
 * Migrates on a connection of its own, outside the pool: without the statements' deadline (an index built on
 * a large table may take longer), and holding the advisory lock for the whole session.
 */
async function migratePostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

async function openPostgres(databaseUrl: string, options: OpenOptions): Promise<Store> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    idleTimeoutMillis: options.idleTimeoutMs,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: options.queryTimeoutMs ?? QUERY_TIMEOUT_MS,
  });
  // A broken idle connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => {});
  if (tracingOn()) traceQueries(pool);
  const db = drizzleNodePg(pool, { schema });
  try {
    if (options.migrate ?? true) await migratePostgres(databaseUrl);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('SELECT 1');
    },
    migrate: () => migratePostgres(databaseUrl),
    close: () => pool.end(),
  };
}

// The thread offers what Drizzle's PGlite driver calls (`query`, `transaction`), not all of PGlite.
const pgliteDrizzle = (thread: PgliteThread) =>
  drizzlePglite({ client: thread as unknown as PGlite, schema });

const migratePgliteDb = (db: ReturnType<typeof pgliteDrizzle>) =>
  migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });

/**
 * Makes the store for `folder` (from `snapshot` if given) and migrates it unless told not to. It is made
 * beside the folder and moved into place once closed, so a start that ended midway leaves no half-made
 * store that the next start would open as a whole one.
 */
async function makePgliteStore(folder: string, snapshot: string | null, options: OpenOptions): Promise<void> {
  const making = `${folder}.making`;
  // What a start that ended midway left; the store lock keeps any other process out of it now.
  rmSync(making, { recursive: true, force: true });
  const maker = await openPgliteThread(making, snapshot, { inChildProcess: true });
  try {
    if (options.migrate ?? true) await migratePgliteDb(pgliteDrizzle(maker));
  } finally {
    await maker.close();
  }
  renameSync(making, folder);
}

async function openPglite(
  dataDir: string | null,
  snapshot: string | null,
  options: OpenOptions,
): Promise<Store> {
  const lock = dataDir ? acquireStoreLock(dataDir) : null;
  const folder = dataDir ? join(dataDir, 'pglite') : null;
  try {
    // A folder that holds no store yet is made and migrated by a process of its own before the serving
    // thread opens it: making a store grows PGlite's WebAssembly memory, which never shrinks, by hundreds of
    // megabytes (a server that made its store on its own thread: 800 MB once ready, 314 MB opening it again).
    const made = folder !== null && !existsSync(join(folder, 'PG_VERSION'));
    if (made) await makePgliteStore(folder, snapshot ?? builtStore(), options);
    // A snapshot seeds only a store that does not exist yet: PGlite refuses to load one over a store.
    const thread = await openPgliteThread(folder, folder ? null : snapshot);
    const db = pgliteDrizzle(thread);
    const migrate = () => migratePgliteDb(db);
    try {
      // A store made just now was migrated as it was made.
      if ((options.migrate ?? true) && !made) await migrate();
    } catch (error) {
      await thread.close();
      throw error;
    }
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await db.execute(sql`SELECT 1`);
      },
      migrate,
      close: async () => {
        await thread.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * A fresh in-memory store with every migration applied, as a tarball that `{ inMemory: true, snapshot }`
 * starts from: the tests migrate once per run instead of once per file.
 */
export async function dumpMigratedPglite(): Promise<Uint8Array> {
  const thread = await openPgliteThread(null);
  try {
    await migratePgliteDb(pgliteDrizzle(thread));
    return await thread.dump();
  } finally {
    await thread.close();
  }
}

export function openStore(location: StoreLocation, options: OpenOptions = {}): Promise<Store> {
  if ('databaseUrl' in location) return openPostgres(location.databaseUrl, options);
  if ('dataDir' in location) return openPglite(location.dataDir, location.snapshot ?? null, options);
  return openPglite(null, location.snapshot ?? null, options);
}
