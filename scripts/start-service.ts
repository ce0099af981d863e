// The Handbook service alone, on plain node:http (no Next): `npm run start:service`. The same service code,
// configuration and background work as the Next app's embedded service; see docs/operations.md.
import { setFlagsFromString } from 'node:v8';
import { ConfigError, loadServiceConfig } from '../lib/config';
import { StoreLockedError } from '../lib/service/db/store-lock';
import { createServiceServer } from '../lib/service/api/node-server';
import { getHandbookService } from '../lib/service/api/service-responses';
import { stopHandbookService } from '../lib/service/host/runtime';
import { errorFields, log } from '../lib/http/log';
import { startTelemetry } from '../lib/telemetry/start-telemetry';
import { stopOnSignals } from '../lib/telemetry/stop-on-signals';

// The heap growth factor instrumentation.ts sets for the Next server, for the same reason (memory under load).
setFlagsFromString('--heap-growing-percent=100');

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadServiceConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  // Before the store opens: its queries are traced only when this is on.
  startTelemetry(config.telemetry, 'handbook-service');
  try {
    await getHandbookService(config);
  } catch (error) {
    // Another process (most likely the Next app) has the embedded store open: opening it too would destroy it.
    if (error instanceof StoreLockedError) fail(error.message);
    // A database that is down at start is not fatal: requests answer 503 and retry until it is back.
    log('error', 'service.start_failed', errorFields(error));
  }

  // HOST, not HOSTNAME: shells and containers set that to the machine's name (scripts/start.mjs reads HOST too).
  const { port, host } = config.listen;
  const server = createServiceServer(config);
  server.once('error', (error: NodeJS.ErrnoException) =>
    fail(`Cannot listen on ${host}:${port}${error.code ? ` (${error.code})` : ''}.`),
  );
  server.listen(port, host, () => log('info', 'service.listening', { port }));

  stopOnSignals(() => {
    server.close();
    server.closeAllConnections();
    return stopHandbookService();
  });
}

void main();
