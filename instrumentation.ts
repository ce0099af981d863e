/**
 * Runs once when the server starts: sets how far the heap may grow, validates the configuration (a bad one
 * ends the process) and opens the embedded service, so migrations, demo data and the
 * sign-in hint happen at start.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { setFlagsFromString } = await import('node:v8');
  // Under load V8 let the heap grow to about four times its live size (330 MB of RSS for 70 MB live); a
  // growth factor of 2 holds it near 210 MB for about 5% of throughput. V8 reads it at each collection.
  setFlagsFromString('--heap-growing-percent=100');
  const { ConfigError, getConfig } = await import('./lib/config');
  let config;
  try {
    config = getConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // Started without scripts/start.mjs (the container runs server.js), Next has opened its port already:
    // leaving beats answering every request with 500. One line per problem, as the start script prints them.
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  if (config.handbookApiUrl !== null) return;
  const { getHandbookService } = await import('./lib/service/server');
  // A database that is down at start is not fatal: requests answer 503 and retry until it is back.
  await getHandbookService().catch(() => undefined);
}
