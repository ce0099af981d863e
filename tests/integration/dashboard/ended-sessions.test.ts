import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileEndedSessions } from '@/lib/dashboard/session/ended-sessions-file';
import {
  createPostgresEndedSessions,
  ENDED_SESSIONS_TABLE,
  type SqlClient,
} from '@/lib/dashboard/session/ended-sessions-postgres';
import { describeEndedSessions, HOUR } from '../../support/ended-sessions-contract';
import { NOW } from '../../unit/dashboard/fakes';

// A real PostgreSQL server's turn is tests/postgres/ended-sessions.test.ts.

// One embedded PostgreSQL for the file (starting one takes seconds); each test starts from no table.
let pglite: PGlite | undefined;
afterAll(() => pglite?.close());
async function emptyPglite(): Promise<PGlite> {
  pglite ??= new PGlite();
  await pglite.query(`DROP TABLE IF EXISTS ${ENDED_SESSIONS_TABLE}`);
  return pglite;
}

describeEndedSessions([
  {
    name: 'JSON file',
    async open() {
      const path = join(mkdtempSync(join(tmpdir(), 'hb-ended-')), 'ended-sessions.json');
      return { store: createFileEndedSessions(path), reopen: () => createFileEndedSessions(path) };
    },
  },
  {
    name: 'PostgreSQL (PGlite)',
    async open() {
      const db = await emptyPglite();
      return { store: createPostgresEndedSessions(db), reopen: () => createPostgresEndedSessions(db) };
    },
  },
]);

describe('ended sessions: the JSON file', () => {
  it('is written atomically and privately: no temporary files left behind, mode 0600', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'hb-ended-'));
    const path = join(folder, 'nested', 'ended-sessions.json');
    const store = createFileEndedSessions(path);
    await Promise.all([store.record('sess_a', NOW + HOUR, NOW), store.record('sess_b', NOW + HOUR, NOW)]);
    expect(readdirSync(join(folder, 'nested'))).toEqual(['ended-sessions.json']);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({
      version: 1,
      ended: { sess_a: NOW + HOUR, sess_b: NOW + HOUR },
    });
  });
});

describe('ended sessions: PostgreSQL', () => {
  it('creates its own table, and two instances starting at once both succeed', async () => {
    const db = await emptyPglite();
    const first = createPostgresEndedSessions(db);
    const second = createPostgresEndedSessions(db);
    await Promise.all([first.isEnded('sess_a'), second.record('sess_a', NOW + HOUR, NOW)]);
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${ENDED_SESSIONS_TABLE} WHERE session_id = 'sess_a'`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('a database that is down fails the check (the caller refuses the session), and it recovers', async () => {
    const db = await emptyPglite();
    let down = true;
    const flaky: SqlClient = {
      query: (text, params) =>
        down ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) : db.query(text, params),
    };
    const store = createPostgresEndedSessions(flaky);
    await expect(store.isEnded('sess_a')).rejects.toThrow('ECONNREFUSED');
    down = false;
    await store.record('sess_a', NOW + HOUR, NOW);
    await expect(store.isEnded('sess_a')).resolves.toBe(true);
  });
});
