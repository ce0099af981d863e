import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './open-store';
import { rowsOf } from './rows-of';

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations the code expects, oldest first, from the journal drizzle-kit writes beside them. */
export function expectedMigrations(migrationsFolder: string): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * The migrations of the folder the database has not applied, by tag. Drizzle's migrator records each one in
 * drizzle.__drizzle_migrations with the journal's `when` as `created_at`, and applies only those newer than
 * the newest recorded: the same rule here, without taking its lock or writing anything.
 */
export async function pendingMigrations(db: Database, migrationsFolder: string): Promise<string[]> {
  const [table] = await rowsOf<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  const [row] = table?.present
    ? await rowsOf<{ newest: string | null }>(
        db,
        sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
      )
    : [];
  const newest = row?.newest ? Number(row.newest) : -1;
  return expectedMigrations(migrationsFolder)
    .filter((entry) => entry.when > newest)
    .map((entry) => entry.tag);
}

/** The database lacks migrations the code needs: the server answers 503 until the deployment migrates. */
export class SchemaBehindError extends Error {
  constructor(readonly pending: readonly string[]) {
    super(
      `The database schema is behind the code: ${pending.length} migration(s) to apply (npm run db:migrate).`,
    );
    this.name = 'SchemaBehindError';
  }
}
