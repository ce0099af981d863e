import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '@/lib/config';
import { openStore } from '@/lib/service/db/open-store';
import { serviceApiResponse } from '@/lib/service/api/service-responses';
import { serviceHealthResponse } from '@/lib/service/host/store-health';
import { stopHandbookService } from '@/lib/service/host/runtime';
import { createTestDatabase } from '../service/harness';
import { bundledEntry } from '../support/child-server';

/**
 * PostgreSQL the serverless way: `npm run db:migrate` migrates once, through the direct connection, and a
 * server in cron mode never migrates: it answers 503 while the schema is behind its code.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'hb-serverless-'));
const databases: { drop(): Promise<void> }[] = [];
afterEach(() => stopHandbookService());
afterAll(async () => {
  for (const database of databases) await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function newDatabase(): Promise<string> {
  const database = await createTestDatabase();
  databases.push(database);
  return database.url.toString();
}

const cronConfig = (databaseUrl: string) =>
  loadConfig({
    HANDBOOK_DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    HANDBOOK_BACKGROUND: 'cron',
    HANDBOOK_DEMO_DATA: 'false',
  });

const ask = (databaseUrl: string) =>
  serviceApiResponse(
    'resellerApi',
    new Request('http://localhost/api/graphql-reseller', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-token': 'hbk_unknown' },
      body: JSON.stringify({ query: '{ __typename }' }),
    }),
    cronConfig(databaseUrl),
  );

const migrate = (env: Record<string, string>) =>
  // `npm run db:migrate`'s code, from the run's bundle of it (tests/support/child-bundles.ts): npx and tsx
  // only added seconds of start-up to each call.
  promisify(execFile)(process.execPath, bundledEntry('db-migrate'), {
    env: { ...process.env, DATABASE_URL: '', DATABASE_URL_UNPOOLED: '', ...env },
  });

describe('PostgreSQL the serverless way', () => {
  it('db:migrate applies the migrations once through DATABASE_URL_UNPOOLED, and says so', async () => {
    const direct = await newDatabase();
    // A pooled URL nobody answers at: only the direct one can have been used.
    const env = { DATABASE_URL: 'postgresql://app@127.0.0.1:1/pooled', DATABASE_URL_UNPOOLED: direct };
    const first = await migrate(env);
    expect(first.stdout).toMatch(
      /^db:migrate: applied \d+ migration\(s\) to PostgreSQL \(DATABASE_URL_UNPOOLED\): 0000_initial, /,
    );
    expect((await migrate(env)).stdout).toBe(
      'db:migrate: PostgreSQL (DATABASE_URL_UNPOOLED) is up to date; nothing to apply.\n',
    );
    expect((await ask(direct)).status).toBe(401);
  }, 120_000);

  it('db:migrate fails plainly, with one line and a non-zero exit', async () => {
    const failed = await migrate({ DATABASE_URL: 'postgresql://app@127.0.0.1:1/none' }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed).toMatchObject({
      code: 1,
      stderr: 'db:migrate failed (ECONNREFUSED): connect ECONNREFUSED 127.0.0.1:1\n',
    });
  }, 60_000);

  it('a cron-mode server answers 503 while the schema is behind its code, logs it once and migrates nothing', async () => {
    const databaseUrl = await newDatabase();
    const store = await openStore({ databaseUrl });
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await store.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${newest}`);
    const applied = async () =>
      (await store.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as {
        rows: { n: number }[];
      };
    const before = (await applied()).rows[0]!.n;

    const logged = vi.spyOn(process.stderr, 'write');
    try {
      for (let i = 0; i < 3; i++) {
        const answer = await ask(databaseUrl);
        expect(answer.status).toBe(503);
        expect(
          ((await answer.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions
            .code,
        ).toBe('SERVICE_UNAVAILABLE');
      }
      expect((await serviceHealthResponse(cronConfig(databaseUrl))).status).toBe(503);
      const lines = logged.mock.calls.map(([line]) => String(line));
      expect(lines.filter((line) => line.includes('"service.schema_behind"'))).toHaveLength(1);
      expect(lines.filter((line) => /start_failed|store_unreachable/.test(line))).toEqual([]);
    } finally {
      logged.mockRestore();
    }
    expect((await applied()).rows[0]!.n).toBe(before);
    await store.close();
  });
});
