import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { MIGRATION_LOCK_KEY, openStore, type Store } from '@/lib/service/db/open-store';
import { createTestDatabase } from '../service/harness';
import { tcpRelay } from './tcp-relay';

/**
 * A database server that keeps its connections open and stops answering (a hung server, a link that drops
 * everything): each statement ends at its deadline with an error, which a request answers 503, instead of
 * holding its caller for as long as the server is silent. Migrations have no deadline.
 */

const DEADLINE_MS = 400;

/** What `work` came to within `ms`: its value, its error's message, or 'still waiting'. */
async function within<T>(work: Promise<T>, ms: number): Promise<T | string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('still waiting'), ms)));
  try {
    return await Promise.race([work.catch((error: Error) => error.message), late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('a database that stops answering', () => {
  let link: Awaited<ReturnType<typeof tcpRelay>>;
  let drop: () => Promise<void>;
  let store: Store;
  let databaseUrl: string;

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    databaseUrl = database.url.toString();
    link = await tcpRelay(database.url);
    await link.start();
    const viaRelay = new URL(database.url);
    viaRelay.host = `127.0.0.1:${link.port}`;
    store = await openStore(
      { databaseUrl: viaRelay.toString() },
      { poolSize: 2, queryTimeoutMs: DEADLINE_MS },
    );
  });
  afterAll(async () => {
    link.thaw();
    await store.close();
    await link.stop();
    await drop();
  });

  it('ends a statement at its deadline with an error, and answers again once the server does', async () => {
    await store.ping();
    link.freeze();
    const started = Date.now();
    expect(await within(store.ping(), 5_000)).toMatch(/timeout/i);
    expect(Date.now() - started).toBeLessThan(DEADLINE_MS + 1_000);
    // A transaction too, on a new connection (the pool dropped the one that timed out): the connection ends
    // at its own deadline (5 s) when the server does not answer it either.
    const again = Date.now();
    const tx = store.db.transaction(async (t) => t.execute(sql`SELECT 1`));
    expect(await within(tx, 10_000)).toMatch(/timeout/i);
    expect(Date.now() - again).toBeLessThan(5_000 + 2 * DEADLINE_MS + 1_000);
    link.thaw();
    await expect
      .poll(
        () =>
          within(
            store.ping().then(() => 'answering'),
            5_000,
          ),
        { timeout: 10_000 },
      )
      .toBe('answering');
  });

  it('lets a migration wait longer than a statement may: here for another instance migrating', async () => {
    const other = new pg.Client({ connectionString: databaseUrl });
    await other.connect();
    await other.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const migrating = store.migrate();
    await new Promise((resolve) => setTimeout(resolve, DEADLINE_MS * 3));
    await other.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    await other.end();
    expect(await within(migrating, 10_000)).toBeUndefined();
  });
});
