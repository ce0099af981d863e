import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER, openStore } from '@/lib/service/db/open-store';
import { storeKey } from '@/lib/service/db/store-key';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each service test file's database is created from (CREATE DATABASE … TEMPLATE). */
    postgresTemplate?: string;
  }
}

// Any fixed number: runs from other worktrees on the same server build a missing template one at a time.
const TEMPLATE_LOCK_KEY = 7_343_002;

/**
 * Global setup of the service suite on PostgreSQL: one migrated database per set of migrations, kept on
 * the server and named by their hash, so that a test file's database is a copy rather than a migration
 * run. Built under another name and renamed: a run stopped halfway never leaves a template half migrated.
 */
export async function setup(project: TestProject): Promise<void> {
  project.provide('postgresTemplate', await ensureTemplateDatabase());
}

/** The name of the template database of the current migrations, built first if the server lacks it. */
export async function ensureTemplateDatabase(): Promise<string> {
  const template = `hb_template_${storeKey([MIGRATIONS_FOLDER])}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (!found.rowCount) await build(admin, template);
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => undefined);
    await admin.end();
  }
  return template;
}

async function build(admin: pg.Client, template: string): Promise<void> {
  const building = `${template}_building`;
  await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${building}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${building}`;
  const store = await openStore({ databaseUrl: url.toString() }, { poolSize: 1 });
  await store.close();
  await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
}
