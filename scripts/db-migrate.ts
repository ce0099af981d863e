// `npm run db:migrate`: applies the pending migrations once and says what it did; what a deployment runs
// before it serves (Vercel's build command, a container's release step). PostgreSQL through
// DATABASE_URL_UNPOOLED when set (the direct connection: a transaction-mode pooler does not keep the
// migrations' lock), else DATABASE_URL; without either, the embedded store in HANDBOOK_DATA_DIR.
import { ConfigError, loadMigrationConfig } from '../lib/config';
import { pendingMigrations } from '../lib/service/db/migration-status';
import { MIGRATIONS_FOLDER, openStore } from '../lib/service/db/open-store';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * An operator's line for a failure: the database's or the system's own words and code (a failed query's
 * cause, not its SQL), never a stack.
 */
function failureLine(error: unknown): string {
  const root = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (!(root instanceof Error)) return 'db:migrate failed.';
  const code = 'code' in root && typeof root.code === 'string' ? ` (${root.code})` : '';
  return `db:migrate failed${code}: ${root.message.split('\n')[0]}`;
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadMigrationConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const where = config.databaseUrl
    ? `PostgreSQL (${process.env.DATABASE_URL_UNPOOLED ? 'DATABASE_URL_UNPOOLED' : 'DATABASE_URL'})`
    : `the embedded store in ${config.dataDir}`;
  const store = await openStore(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
    { poolSize: 1, migrate: false },
  );
  try {
    const pending = await pendingMigrations(store.db, MIGRATIONS_FOLDER);
    if (pending.length > 0) await store.migrate();
    process.stdout.write(
      pending.length === 0
        ? `db:migrate: ${where} is up to date; nothing to apply.\n`
        : `db:migrate: applied ${pending.length} migration(s) to ${where}: ${pending.join(', ')}.\n`,
    );
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => fail(failureLine(error)));
