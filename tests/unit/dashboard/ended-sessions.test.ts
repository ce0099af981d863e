import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { EndedSessions } from '@/lib/dashboard/ended-sessions';
import { createFileEndedSessions } from '@/lib/dashboard/ended-sessions-file';
import {
  createPostgresEndedSessions,
  ENDED_SESSIONS_TABLE,
  type SqlClient,
} from '@/lib/dashboard/ended-sessions-postgres';
import { NOW } from './fakes';

const HOUR = 60 * 60 * 1000;
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

// One embedded PostgreSQL for the file (starting one takes seconds); each test starts from no table.
let pglite: PGlite | undefined;
async function emptyPglite(): Promise<PGlite> {
  if (!pglite) {
    pglite = new PGlite();
    const db = pglite;
    closers.push(() => db.close());
  }
  await pglite.query(`DROP TABLE IF EXISTS ${ENDED_SESSIONS_TABLE}`);
  return pglite;
}

/** Each backend: a factory for a fresh record, and one that reopens the same record (a restart). */
interface Backend {
  name: string;
  open(): Promise<{ store: EndedSessions; reopen: () => EndedSessions }>;
}

const backends: Backend[] = [
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
];

if (process.env.DATABASE_URL) {
  backends.push({
    name: 'PostgreSQL (DATABASE_URL)',
    async open() {
      const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
      closers.push(() => pool.end());
      await pool.query(`DROP TABLE IF EXISTS ${ENDED_SESSIONS_TABLE}`);
      return { store: createPostgresEndedSessions(pool), reopen: () => createPostgresEndedSessions(pool) };
    },
  });
}

describe.each(backends)('ended sessions: $name', (backend) => {
  it('answers false for an unknown id and true once it is recorded', async () => {
    const { store } = await backend.open();
    await expect(store.isEnded('sess_a')).resolves.toBe(false);
    await store.record('sess_a', NOW + HOUR, NOW);
    await expect(store.isEnded('sess_a')).resolves.toBe(true);
    await expect(store.isEnded('sess_b')).resolves.toBe(false);
  });

  it('is shared: another instance on the same record sees the sign-out (a restart, or a second server)', async () => {
    const { store, reopen } = await backend.open();
    await store.record('sess_a', NOW + HOUR, NOW);
    await expect(reopen().isEnded('sess_a')).resolves.toBe(true);
  });

  it('keeps every one of many sign-outs at once', async () => {
    const { store, reopen } = await backend.open();
    const ids = Array.from({ length: 25 }, (_, i) => `sess_${i}`);
    await Promise.all(ids.map((id) => store.record(id, NOW + HOUR, NOW)));
    const again = reopen();
    for (const id of ids) await expect(again.isEnded(id)).resolves.toBe(true);
  });

  it('drops entries whose session would have expired anyway', async () => {
    const { store, reopen } = await backend.open();
    await store.record('sess_old', NOW + HOUR, NOW);
    await store.record('sess_new', NOW + 13 * HOUR, NOW + 2 * HOUR);
    const again = reopen();
    await expect(again.isEnded('sess_old')).resolves.toBe(false);
    await expect(again.isEnded('sess_new')).resolves.toBe(true);
  });

  it('recording the same id twice is harmless', async () => {
    const { store } = await backend.open();
    await store.record('sess_a', NOW + HOUR, NOW);
    await store.record('sess_a', NOW + HOUR, NOW);
    await expect(store.isEnded('sess_a')).resolves.toBe(true);
  });
});

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

  it.skipIf(!process.env.DATABASE_URL)(
    'on a real server, instances with pools of their own creating the table at once all succeed',
    async () => {
      const pools = Array.from(
        { length: 4 },
        () => new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 }),
      );
      closers.push(() => Promise.all(pools.map((pool) => pool.end())));
      await pools[0]!.query(`DROP TABLE IF EXISTS ${ENDED_SESSIONS_TABLE}`);
      const stores = pools.map((pool) => createPostgresEndedSessions(pool));
      await Promise.all(stores.map((store, i) => store.record(`sess_${i}`, NOW + HOUR, NOW)));
      for (const store of stores) await expect(store.isEnded('sess_3')).resolves.toBe(true);
    },
  );

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
