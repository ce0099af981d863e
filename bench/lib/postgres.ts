import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Null when a PostgreSQL server answers at DATABASE_URL; otherwise why the PostgreSQL parts are skipped. */
export async function postgresUnavailable(): Promise<string | null> {
  const url = process.env.DATABASE_URL;
  if (!url) return 'DATABASE_URL is not set';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    const code = (error as { code?: string }).code;
    return `no PostgreSQL server answers at DATABASE_URL (${code ?? (error as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface BenchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty database `hb_bench_<label>_<random>` on the DATABASE_URL server; drop it when done. */
export async function createBenchDatabase(label: string): Promise<BenchDatabase> {
  const name = `hb_bench_${label}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
