import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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
    name: 'file',
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

describe('ended sessions: the file', () => {
  const newFile = () => join(mkdtempSync(join(tmpdir(), 'hb-ended-')), 'nested', 'ended-sessions.json');
  const linesOf = (path: string) =>
    readFileSync(path, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);

  it('is written privately, with no temporary files left behind: mode 0600', async () => {
    const path = newFile();
    const store = createFileEndedSessions(path);
    await Promise.all([store.record('sess_a', NOW + HOUR, NOW), store.record('sess_b', NOW + HOUR, NOW)]);
    expect(readdirSync(dirname(path))).toEqual(['ended-sessions.json']);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(linesOf(path)).toEqual([{ version: 2 }, ['sess_a', NOW + HOUR, NOW], ['sess_b', NOW + HOUR, NOW]]);
  });

  it('a sign-out appends its line: the file is not rewritten whole each time', async () => {
    const path = newFile();
    const store = createFileEndedSessions(path);
    await store.record('sess_a', NOW + HOUR, NOW);
    const before = statSync(path);
    await store.record('sess_b', NOW + HOUR, NOW + 1);
    const after = statSync(path);
    expect(after.ino).toBe(before.ino);
    expect(after.size - before.size).toBe(`${JSON.stringify(['sess_b', NOW + HOUR, NOW + 1])}\n`.length);
  });

  it("keeps no entry longer than a session's lifetime, and stays the size of the live sign-outs", async () => {
    const path = newFile();
    const store = createFileEndedSessions(path);
    // An expiry far beyond any session's (a forged sign-in time): kept 12 hours and a minute at most.
    await store.record('sess_forged', NOW + 1_000 * HOUR, NOW);
    await expect(store.isEnded('sess_forged')).resolves.toBe(true);
    // A day of sign-outs, one every ten minutes, each session ending an hour after.
    for (let minutes = 10; minutes <= 24 * 60; minutes += 10)
      await store.record(`sess_${minutes}`, NOW + minutes * 60_000 + HOUR, NOW + minutes * 60_000);
    const again = createFileEndedSessions(path);
    await expect(again.isEnded('sess_forged')).resolves.toBe(false);
    await expect(again.isEnded('sess_1440')).resolves.toBe(true);
    await expect(again.isEnded('sess_600')).resolves.toBe(false);
    // Six live at any time; expired lines are dropped once they outnumber the others (and 64 more).
    expect(linesOf(path).length).toBeLessThanOrEqual(1 + 6 + 64 + 1);
    expect(JSON.stringify(linesOf(path))).not.toContain('sess_forged');
  });

  it('reads the record of version 1, and a line cut short by a crash is passed over', async () => {
    const path = newFile();
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, JSON.stringify({ version: 1, ended: { sess_old: NOW + HOUR } }));
    const store = createFileEndedSessions(path);
    await expect(store.isEnded('sess_old')).resolves.toBe(true);
    await store.record('sess_a', NOW + HOUR, NOW);
    expect(linesOf(path)).toEqual([
      { version: 2 },
      ['sess_old', NOW + HOUR, NOW],
      ['sess_a', NOW + HOUR, NOW],
    ]);
    writeFileSync(path, `${readFileSync(path, 'utf8')}["sess_cut",`);
    const reopened = createFileEndedSessions(path);
    await expect(reopened.isEnded('sess_a')).resolves.toBe(true);
    await reopened.record('sess_b', NOW + HOUR, NOW);
    expect(linesOf(path)).toHaveLength(4);
    await expect(createFileEndedSessions(path).isEnded('sess_b')).resolves.toBe(true);
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
