import 'server-only';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { schema } from './schema';
import { acquireStoreLock } from './store-lock';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Store {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type StoreLocation = { databaseUrl: string } | { dataDir: string } | { inMemory: true };

const MIGRATIONS_FOLDER = join(process.cwd(), 'lib/service/db/migrations');
// Any fixed number: serialises migrations when several app instances start against one server.
const MIGRATION_LOCK_KEY = 7_343_001;

async function openPostgres(databaseUrl: string, poolSize: number): Promise<Store> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 5_000 });
  // A broken idle connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema });
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | null): Promise<Store> {
  const lock = dataDir ? acquireStoreLock(dataDir) : null;
  try {
    // The customer search indexes need pg_trgm and btree_gin (migration 0002); PGlite loads them on request.
    // One options object: `new PGlite(undefined, options)` would ignore the options.
    const client = new PGlite({
      ...(dataDir ? { dataDir: join(dataDir, 'pglite') } : {}),
      extensions: { pg_trgm, btree_gin },
      // PGlite's default buffer pool (128 MB) lives in its WebAssembly memory, which never shrinks: at 16 MB
      // the process starts 130 MB smaller (282 against 414 MB, measured), at no measurable cost in
      // throughput. Pages beyond it come from the operating system's file cache.
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await db.execute(sql`SELECT 1`);
      },
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

export function openStore(location: StoreLocation, options: { poolSize?: number } = {}): Promise<Store> {
  if ('databaseUrl' in location) return openPostgres(location.databaseUrl, options.poolSize ?? 10);
  return openPglite('dataDir' in location ? location.dataDir : null);
}
