/**
 * Runs once when the server starts: validates the configuration (production refuses to start without its
 * secrets) and opens the embedded service, so migrations, demo data and the sign-in hint happen at start.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getConfig } = await import('./lib/config');
  const config = getConfig();
  if (config.handbookApiUrl !== null) return;
  const { getHandbookService } = await import('./lib/service/server');
  // A database that is down at start is not fatal: requests answer 503 and retry until it is back.
  await getHandbookService().catch(() => undefined);
}
