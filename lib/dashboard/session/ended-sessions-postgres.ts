import 'server-only';
import pg from 'pg';
import type { EndedSessions } from './ended-sessions-record';

/**
 * Ended sessions in PostgreSQL, shared by every instance. The table is the dashboard's own state, not the
 * Handbook service's (which may live elsewhere): the dashboard creates it itself, idempotently.
 */
export const ENDED_SESSIONS_TABLE = 'dashboard_ended_sessions';

/** What the store needs of a database: pg's Pool, or PGlite in tests. */
export interface SqlClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS ${ENDED_SESSIONS_TABLE} (
     session_id text PRIMARY KEY,
     expires_at timestamptz NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS ${ENDED_SESSIONS_TABLE}_expires_at_idx ON ${ENDED_SESSIONS_TABLE} (expires_at)`,
];

/**
 * Two instances creating the table at once: the loser sees a duplicate in the catalog (the table, its row
 * type or an index entry: 42P07, 42710, 23505, depending on where the race is lost); the table exists.
 */
const CONCURRENT_CREATE_CODES = new Set(['23505', '42P07', '42710']);

function isConcurrentCreate(error: unknown): boolean {
  return CONCURRENT_CREATE_CODES.has(String((error as { code?: unknown } | null)?.code));
}

export function createPostgresEndedSessions(client: SqlClient): EndedSessions {
  let ready: Promise<void> | undefined;

  function ensureTable(): Promise<void> {
    ready ??= (async () => {
      for (const statement of SCHEMA) {
        await client.query(statement).catch(async (error: unknown) => {
          if (!isConcurrentCreate(error)) throw error;
          await client.query(statement);
        });
      }
    })().catch((error: unknown) => {
      // Try again on the next call: the database may be back by then.
      ready = undefined;
      throw error;
    });
    return ready;
  }

  return {
    async record(sessionId, expiresAt, now) {
      await ensureTable();
      await client.query(
        `INSERT INTO ${ENDED_SESSIONS_TABLE} (session_id, expires_at) VALUES ($1, $2)
         ON CONFLICT (session_id) DO NOTHING`,
        [sessionId, new Date(expiresAt)],
      );
      // Sign-outs are rare, so pruning here costs nothing noticeable and keeps the table small.
      await client.query(`DELETE FROM ${ENDED_SESSIONS_TABLE} WHERE expires_at <= $1`, [new Date(now)]);
    },
    async isEnded(sessionId) {
      await ensureTable();
      const { rows } = await client.query(`SELECT 1 FROM ${ENDED_SESSIONS_TABLE} WHERE session_id = $1`, [
        sessionId,
      ]);
      return rows.length > 0;
    },
  };
}

/**
 * A small pool of the dashboard's own. Short timeouts: every page and API call checks the record, and a
 * database that does not answer must fail the check quickly (as "signed out") rather than hang the page.
 */
export function postgresPool(databaseUrl: string): SqlClient {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 4,
    connectionTimeoutMillis: 2_000,
    query_timeout: 2_000,
    idleTimeoutMillis: 30_000,
    allowExitOnIdle: true,
  });
  // A broken idle connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => {});
  return pool;
}
