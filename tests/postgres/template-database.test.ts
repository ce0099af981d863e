import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '@/lib/service/db/open-store';
import { createTestDatabase } from '../service/harness';
import { ensureTemplateDatabase } from '../support/postgres-template';

/** The service suite's databases are copies of one migrated template (tests/support/postgres-template.ts). */

const dropped: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(dropped.map((drop) => drop())));

async function inDatabase<T>(url: URL, query: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query(query)).rows as T[];
  } finally {
    await client.end();
  }
}

const migrationCount = (
  JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

describe('the template database of the service suite', () => {
  it('is built once, even when several runs ask at the same time', async () => {
    const names = await Promise.all([ensureTemplateDatabase(), ensureTemplateDatabase()]);
    expect(names[0]).toMatch(/^hb_template_[0-9a-f]{16}$/);
    expect(names[1]).toBe(names[0]);
    expect(await ensureTemplateDatabase()).toBe(names[0]);
  });

  it('gives a test database every migration and no rows; another one from it shares nothing', async () => {
    const template = await ensureTemplateDatabase();
    const [first, second] = await Promise.all([createTestDatabase(template), createTestDatabase(template)]);
    dropped.push(first.drop, second.drop);
    const applied = await inDatabase<{ n: number }>(
      first.url,
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(applied).toEqual([{ n: migrationCount }]);
    await inDatabase(first.url, "insert into resellers (id, name, created_at) values ('rsl_t', 'T', now())");
    expect(await inDatabase(second.url, 'select id from resellers')).toEqual([]);
  });

  it('leaves a database asked for without a template empty', async () => {
    const plain = await createTestDatabase();
    dropped.push(plain.drop);
    expect(await inDatabase(plain.url, "select to_regclass('resellers') as t")).toEqual([{ t: null }]);
  });
});
