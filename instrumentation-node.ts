import { setFlagsFromString } from 'node:v8';
import { ConfigError, getConfig } from './lib/config';
import { startTelemetry } from './lib/telemetry/start-telemetry';
import { stopOnSignals } from './lib/telemetry/stop-on-signals';
import type { DemoKeyUse } from './lib/service/demo/demo-key-notice';

// The app's newcomer signs in to the dashboard with the demo key (the standalone service shows its API).
const DASHBOARD_SIGN_IN: DemoKeyUse = { action: 'Sign in to the reseller dashboard', path: '/sign-in' };

/**
 * The server's start on the Node.js runtime (instrumentation.ts imports this module only there, so the Edge
 * build never sees node:v8 or process.exit): how far the heap may grow, the configuration (a bad one ends
 * the process), and the embedded service opened, so migrations, demo data and the sign-in hint happen at start.
 */
export async function startNodeServer(): Promise<void> {
  // Under load V8 let the heap grow to about four times its live size (330 MB of RSS for 70 MB live); a
  // growth factor of 2 holds it near 210 MB for about 5% of throughput. V8 reads it at each collection.
  setFlagsFromString('--heap-growing-percent=100');
  let config;
  try {
    config = getConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // Started without the check-config preload (scripts/start.mjs, the container's CMD), Next has opened its
    // port already: leaving beats answering every request with 500. One line per problem, as the preload.
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  // Before anything that makes spans or opens the store (whose queries are traced when this is on).
  startTelemetry(config.telemetry, 'handbook-app');
  // With NEXT_MANUAL_SIG_HANDLE (set by scripts/start.mjs and the image), Next leaves SIGTERM and SIGINT to the
  // app, which stops as the standalone service does. Without it (`next dev`), Next ends the process itself:
  // at most the last 10 s of usage counts and the spans not yet sent are lost.
  if (process.env.NEXT_MANUAL_SIG_HANDLE)
    stopOnSignals(() =>
      import('./lib/service/host/runtime').then(({ stopHandbookService }) => stopHandbookService()),
    );
  if (config.handbookApiUrl !== null) return;
  const { getHandbookService } = await import('./lib/service/api/service-responses');
  // A database that is down at start is not fatal: requests answer 503 and retry until it is back.
  await getHandbookService(undefined, DASHBOARD_SIGN_IN).catch(() => undefined);
}
