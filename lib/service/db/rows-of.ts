import type { SQL } from 'drizzle-orm';
import type { Database } from './open-store';

/** The rows of raw SQL: both drivers answer `{ rows }`, which Drizzle's shared database type leaves unknown. */
export const rowsOf = async <T>(db: Database, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
