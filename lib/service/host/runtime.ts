import 'server-only';
import { getConfig, type BackgroundMode, type ServiceConfig } from '../../config';
import { log } from '../../http/log';
import { closeLimitStore, getLimitStore } from '../../rate-limit/redis-client';
import { pendingMigrations, SchemaBehindError } from '../db/migration-status';
import { MIGRATIONS_FOLDER, openStore, type Store } from '../db/open-store';
import { demoKeyNotice, type DemoKeyUse } from '../demo/demo-key-notice';
import { ensureDemoData } from '../demo/ensure-demo-data';
import type { BackgroundDeps } from './background-round';
import { startRetentionSweeps, sweepRetention } from './retention-sweeps';
import {
  createBackgroundDeps,
  createServiceHost,
  DEFAULT_LIMITS,
  type HandbookService,
  type ServiceHost,
} from './service-host';
import { startWebhookWorker, type WebhookWorker } from './webhook-worker';
import { telemetryOn } from '../../telemetry/start-telemetry';
import { watchWebhookQueue } from './telemetry/webhook-queue-gauges';
import { startUsageFlushes } from './usage-flushes';
import { createUsageCounter } from '../usage/usage-counter';
import { createUsageFlush } from '../usage/flush-usage';

// One service per process, kept on globalThis so that dev-mode module reloads do not open the store twice.
const holder = globalThis as typeof globalThis & {
  __handbookService?: Promise<RunningService>;
  __webhookWorker?: WebhookWorker;
  __stopRetentionSweeps?: () => void;
  __stopQueueGauges?: () => void;
  __stopUsageFlushes?: () => Promise<void>;
  __schemaBehindLogged?: boolean;
};

/** The service's shared dependencies and what its background work needs, whichever driver runs it. */
export interface RunningService {
  host: ServiceHost;
  background: BackgroundDeps;
  mode: BackgroundMode;
  /**
   * The two APIs over `host`, once per process: the transport builds them at its first call and keeps them
   * here (api/service-responses.ts), so that the process layer never imports the transport.
   */
  service?: HandbookService;
  /** Writes the Customer API's usage counted so far (one upsert); never throws. */
  flushUsage: () => Promise<void>;
}

// A function instance on Vercel serves one request at a time and may idle for long: a few connections,
// closed soon after use, keep many instances within what the pooler in front of PostgreSQL allows.
const CRON_MODE_POOL = { poolSize: 3, idleTimeoutMs: 5_000 } as const;

/**
 * The store as the mode wants it. In `cron` mode a deployment migrates once (`npm run db:migrate`) and the
 * server never does: through a transaction-mode pooler the migrations' session lock would not hold. A
 * PostgreSQL schema behind the code is refused (SchemaBehindError) rather than served.
 */
async function openServiceStore(config: ServiceConfig): Promise<Store> {
  if (!config.databaseUrl) return openStore({ dataDir: config.dataDir });
  if (config.background.mode === 'timers') return openStore({ databaseUrl: config.databaseUrl });
  const store = await openStore({ databaseUrl: config.databaseUrl }, { ...CRON_MODE_POOL, migrate: false });
  const pending = await pendingMigrations(store.db, MIGRATIONS_FOLDER).catch(async (error: unknown) => {
    await store.close();
    throw error;
  });
  if (pending.length === 0) return store;
  await store.close();
  if (!holder.__schemaBehindLogged)
    log('error', 'service.schema_behind', { pending: pending.length, newest: pending.at(-1) });
  holder.__schemaBehindLogged = true;
  throw new SchemaBehindError(pending);
}

/** Background work in a long-lived process: the webhook worker's loops and the hourly sweeps. */
function startTimers(
  store: Store,
  background: BackgroundDeps,
  config: ServiceConfig,
  flushUsage: () => Promise<void>,
): void {
  // Once per process, never in the operator's command line (which opens the store itself). A delivery cut
  // short by an exit without stopHandbookService is sent again (webhooks/delivery-store.ts).
  holder.__webhookWorker = startWebhookWorker({
    ...background,
    scanSeconds: config.webhooks.scanSeconds,
    soleProcess: store.kind === 'pglite',
  });
  holder.__stopRetentionSweeps = startRetentionSweeps(
    (now) => sweepRetention(store.db, now, background.retentionDays),
    background.clock,
  );
  holder.__stopUsageFlushes = startUsageFlushes(flushUsage);
}

/**
 * Everything a process that runs the service starts, once: the Next app (instrumentation.ts) and the
 * standalone service (scripts/start-service.ts) both come here, so background work belongs here too.
 */
async function start(config: ServiceConfig, demoKeyUse?: DemoKeyUse): Promise<RunningService> {
  const store = await openServiceStore(config);
  if (config.demoData) {
    const keys = await ensureDemoData(store.db, config.dataDir, new Date());
    process.stdout.write(demoKeyNotice(keys, config.dataDir, demoKeyUse));
  }
  // Counting is on unless a benchmark turns it off to measure what it costs (config.usage.counting).
  const usage = config.usage.counting ? createUsageCounter() : null;
  const host = createServiceHost({
    store,
    jwtSecrets: config.jwtSecrets,
    production: config.production,
    limits: { ...DEFAULT_LIMITS, requestsPerMinute: config.requestsPerMinute },
    proxyTrust: config.proxyTrust,
    limitStore: getLimitStore(config.redisUrl),
    webhooks: { allowPrivate: config.webhooks.allowPrivate, retentionDays: config.webhooks.retentionDays },
    usage,
  });
  const flushUsage = usage ? createUsageFlush(store.db, usage) : () => Promise.resolve();
  const background = createBackgroundDeps(host, config);
  if (config.background.mode === 'timers') startTimers(store, background, config, flushUsage);
  if (telemetryOn()) holder.__stopQueueGauges = watchWebhookQueue(store.db, background.clock);
  return { host, background, mode: config.background.mode, flushUsage };
}

// A schema behind its code stays so until the deployment migrates: looked at again after this long, not on
// every request.
const SCHEMA_RECHECK_MS = 5_000;

/**
 * The process's running service; a failed start (database down) is retried by the next caller. The first
 * caller of a process (its start-up) may say where the demo key is used (the app: its sign-in page).
 */
export function getRunningService(
  config: ServiceConfig = getConfig(),
  demoKeyUse?: DemoKeyUse,
): Promise<RunningService> {
  holder.__handbookService ??= start(config, demoKeyUse).catch((error: unknown) => {
    const forget = () => (holder.__handbookService = undefined);
    if (error instanceof SchemaBehindError) setTimeout(forget, SCHEMA_RECHECK_MS).unref();
    else forget();
    throw error;
  });
  return holder.__handbookService;
}

/**
 * The process's background work and its settings, for the cron route and after(); the service is started
 * first if need be.
 */
export async function getBackgroundWork(
  config?: ServiceConfig,
): Promise<{ deps: BackgroundDeps; mode: BackgroundMode }> {
  const { background, mode } = await getRunningService(config);
  return { deps: background, mode };
}

/**
 * Stops the process's background work (webhook deliveries, the expiry scan), writes the usage counted so far,
 * then closes its store and its Redis connection.
 */
export async function stopHandbookService(): Promise<void> {
  holder.__stopRetentionSweeps?.();
  holder.__stopQueueGauges?.();
  holder.__stopQueueGauges = undefined;
  await holder.__webhookWorker?.stop();
  const running = await holder.__handbookService?.catch(() => undefined);
  // Timers' last flush; in `cron` mode after() has flushed each answer, and this writes anything left.
  await (holder.__stopUsageFlushes ?? running?.flushUsage)?.();
  // The worker closes the sender it was given; without one (`cron` mode) it is closed here.
  if (!holder.__webhookWorker) running?.background.sender.close();
  await running?.host.store.close();
  holder.__handbookService = undefined;
  holder.__webhookWorker = undefined;
  holder.__stopUsageFlushes = undefined;
  await closeLimitStore();
}
