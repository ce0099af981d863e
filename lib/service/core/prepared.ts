import 'server-only';
import type { Database } from '../db/open-store';

/**
 * Statements prepared once per database handle and name. Drizzle then builds their SQL once instead of on
 * every call (about 80 µs for a two-table select here), and PostgreSQL parses them once per pooled
 * connection. The name is PostgreSQL's statement name, so it must be unique per SQL text: variants of one
 * query carry their variant in the name. Queries whose best plan depends on a parameter's value (a search
 * pattern) are better left unprepared.
 */
export function preparedStatements<T>() {
  const byDb = new WeakMap<Database, Map<string, T>>();
  return (db: Database, name: string, prepare: (name: string) => T): T => {
    let statements = byDb.get(db);
    if (!statements) byDb.set(db, (statements = new Map()));
    let statement = statements.get(name);
    if (!statement) statements.set(name, (statement = prepare(name)));
    return statement;
  };
}
