import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './harness';

/**
 * A deployment that runs the first edition (migrations up to 0005) with data in it takes the second
 * edition's migrations in place: nothing is lost, new columns get their defaults, and the counts that
 * application code used to keep (drifted, here) are recounted and kept by triggers from then on.
 */

const MIGRATIONS = join(process.cwd(), 'lib/service/db/migrations');
const LAST_FIRST_EDITION = '0005_auth_failures_hashed_clients';

/** A copy of the migrations folder that ends at the first edition's last migration. */
function firstEditionMigrations(): string {
  const folder = mkdtempSync(join(tmpdir(), 'hb-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === LAST_FIRST_EDITION);
  expect(end).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }));
  return folder;
}

interface Target {
  run(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openTarget(): Promise<Target> {
  if (process.env.TEST_STORE !== 'postgres') {
    const client = new PGlite({ extensions: { pg_trgm, btree_gin } });
    const db = drizzlePglite({ client });
    return {
      run: async (query) => (await db.execute(query)).rows as Record<string, unknown>[],
      migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const database = await createTestDatabase();
  const pool = new pg.Pool({ connectionString: database.url.toString(), max: 2 });
  // As the app's pools do: the forced drop may end a connection that is still closing (an error event).
  pool.on('error', () => {});
  const db = drizzleNodePg(pool);
  return {
    run: async (query) => (await db.execute(query)).rows as Record<string, unknown>[],
    migrate: (migrationsFolder) => migrateNodePg(db, { migrationsFolder }),
    close: async () => {
      await pool.end();
      await database.drop();
    },
  };
}

let target: Target;
let oldFolder: string;

beforeAll(async () => {
  oldFolder = firstEditionMigrations();
  target = await openTarget();
  await target.migrate(oldFolder);
  const at = sql`'2026-01-01T00:00:00Z'::timestamptz`;
  await target.run(sql`insert into resellers (id, name, created_at) values ('rsl_a', 'A', ${at})`);
  await target.run(sql`insert into customers (id, reseller_id, email, name, handbook_count, created_at) values
    ('cus_1', 'rsl_a', 'one@a.example', 'One', 2, ${at}),
    ('cus_2', 'rsl_a', 'two@a.example', 'Two', 5, ${at})`);
  await target.run(sql`insert into customer_tokens (id, customer_id, reseller_id, lifetime_seconds, issued_at, expires_at)
    values ('tok_1', 'cus_1', 'rsl_a', 60, ${at}, ${at} + interval '1 minute')`);
  await target.run(sql`insert into handbooks (id, customer_id, title, company_name, country, employee_count,
      effective_date, policies, sections, created_at, updated_at)
    select 'hb_' || n, 'cus_1', 'T', 'C', 'GB', 10, '2026-01-01', '[]'::jsonb, '[]'::jsonb, ${at}, ${at}
    from generate_series(1, 2) as n`);
});
afterAll(async () => {
  await target.close();
  rmSync(oldFolder, { recursive: true, force: true });
});

describe('upgrading a first-edition database in place', () => {
  it('keeps every row, gives new columns their defaults and recounts drifted counts', async () => {
    await target.migrate(MIGRATIONS);
    expect(
      await target.run(sql`select id, email, suspended_at, handbook_count from customers order by id`),
    ).toEqual([
      { id: 'cus_1', email: 'one@a.example', suspended_at: null, handbook_count: 2 },
      { id: 'cus_2', email: 'two@a.example', suspended_at: null, handbook_count: 0 },
    ]);
    expect(await target.run(sql`select customer_count, suspended_customer_count from resellers`)).toEqual([
      { customer_count: 2, suspended_customer_count: 0 },
    ]);
    expect(await target.run(sql`select id, label from customer_tokens`)).toEqual([
      { id: 'tok_1', label: null },
    ]);
    expect(await target.run(sql`select count(*)::int as n from handbooks`)).toEqual([{ n: 2 }]);
  });

  it('keeps the counts by trigger from then on', async () => {
    const at = sql`now()`;
    await target.run(sql`insert into handbooks (id, customer_id, title, company_name, country, employee_count,
        effective_date, policies, sections, created_at, updated_at)
      values ('hb_new', 'cus_2', 'T', 'C', 'GB', 10, '2026-01-01', '[]'::jsonb, '[]'::jsonb, ${at}, ${at})`);
    await target.run(sql`update customers set suspended_at = now() where id = 'cus_2'`);
    await target.run(sql`delete from handbooks where id = 'hb_1'`);
    expect(await target.run(sql`select id, handbook_count from customers order by id`)).toEqual([
      { id: 'cus_1', handbook_count: 1 },
      { id: 'cus_2', handbook_count: 1 },
    ]);
    expect(await target.run(sql`select customer_count, suspended_customer_count from resellers`)).toEqual([
      { customer_count: 2, suspended_customer_count: 1 },
    ]);
    await target.run(sql`delete from customers where id = 'cus_2'`);
    expect(await target.run(sql`select customer_count, suspended_customer_count from resellers`)).toEqual([
      { customer_count: 1, suspended_customer_count: 0 },
    ]);
  });
});
