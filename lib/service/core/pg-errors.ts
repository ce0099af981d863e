import 'server-only';

/** PostgreSQL's SQLSTATE codes the repositories answer to (others stay unexpected failures). */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

/**
 * Whether a database error carries `code`. Drizzle wraps the driver's error (node-postgres and PGlite alike
 * put the SQLSTATE in `code`) in its own, so the chain of causes is searched.
 */
export function hasPgCode(error: unknown, code: string): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: unknown }).code === code) return true;
  }
  return false;
}
