import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresEndedSessions,
  ENDED_SESSIONS_TABLE,
} from '@/lib/dashboard/session/ended-sessions-postgres';
import { createTestDatabase } from '../service/harness';
import { describeEndedSessions, HOUR } from '../support/ended-sessions-contract';
import { NOW } from '../unit/dashboard/fakes';

// The record of signed-out sessions on a real server, as instances share it with DATABASE_URL; a database
// of its own, so that parallel runs on one server never meet.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const pools: pg.Pool[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  await database?.drop();
});

/** A pool of its own on the test database, as each app instance has. */
function newPool(max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: database.url.toString(), max });
  // As the app's pools do: a connection the server ends (the database's forced drop after the tests, while
  // a client is still closing) is an error event on the pool, which must not crash the test process.
  pool.on('error', () => {});
  pools.push(pool);
  return pool;
}

describeEndedSessions([
  {
    name: 'PostgreSQL server',
    async open() {
      const pool = newPool(4);
      await pool.query(`DROP TABLE IF EXISTS ${ENDED_SESSIONS_TABLE}`);
      return { store: createPostgresEndedSessions(pool), reopen: () => createPostgresEndedSessions(pool) };
    },
  },
]);

describe('ended sessions: a PostgreSQL server', () => {
  it('instances with pools of their own creating the table at once all succeed', async () => {
    const own = Array.from({ length: 4 }, () => newPool(1));
    await own[0]!.query(`DROP TABLE IF EXISTS ${ENDED_SESSIONS_TABLE}`);
    const stores = own.map((pool) => createPostgresEndedSessions(pool));
    await Promise.all(stores.map((store, i) => store.record(`sess_${i}`, NOW + HOUR, NOW)));
    for (const store of stores) await expect(store.isEnded('sess_3')).resolves.toBe(true);
  });
});
