import 'server-only';
import { join } from 'node:path';
import { getConfig, type BackgroundMode, type ServiceConfig } from '../config';
import { API_PATHS } from '../contract/api-paths';
import type { BackgroundDeps } from './background/background-round';
import { deliverAfterResponse } from './background/deliver-after-response';
import { collectQueuedDeliveries } from './background/queued-deliveries';
import { sweepRetention } from './background/sweep-retention';
import { pendingMigrations, SchemaBehindError } from './db/migration-status';
import { MIGRATIONS_FOLDER, openStore, type Store } from './db/open-store';
import { DEMO_KEY_FILE, ensureDemoData } from './demo/ensure-demo-data';
import { errorResponse } from '../http/error-response';
import { errorFields, log } from '../http/log';
import { HEALTH_HEADERS, healthUnavailable, storeHealthResponse } from './http/store-health';
import { startRetentionSweeps } from './retention-sweeps';
import { closeLimitStore, getLimitStore } from '../limits/redis-client';
import { createHandbookService, DEFAULT_LIMITS, type HandbookService } from './service';
import { createWebhookSender } from './webhooks/send-webhook';
import { startWebhookWorker, type WebhookWorker } from './webhooks/worker';

// One service per process, kept on globalThis so that dev-mode module reloads do not open the store twice.
const holder = globalThis as typeof globalThis & {
  __handbookService?: Promise<RunningService>;
  __webhookWorker?: WebhookWorker;
  __stopRetentionSweeps?: () => void;
  __schemaBehindLogged?: boolean;
};

/** The service and what its background work needs, whichever driver runs it. */
interface RunningService {
  service: HandbookService;
  background: BackgroundDeps;
  mode: BackgroundMode;
}

/**
 * The demo key is a throwaway credential for a local demo store: showing it is how a newcomer signs in. The
 * app (whose config carries the dashboard's session secret) points at its sign-in page; the standalone
 * service, which has no dashboard, at its Reseller API.
 */
export function demoKeyNotice(key: string, config: ServiceConfig): string {
  const origin = `http://localhost:${process.env.PORT ?? '3000'}`;
  const where =
    'sessionPasswords' in config
      ? ['  Demo data is ready. Sign in to the reseller dashboard:', `    URL:      ${origin}/sign-in`]
      : [
          '  Demo data is ready. Call the Reseller API with this key:',
          `    URL:      ${origin}${API_PATHS.reseller}`,
        ];
  return [
    '',
    ...where,
    `    API key:  ${key}`,
    `  (the key is kept in ${join(config.dataDir, DEMO_KEY_FILE)}; set HANDBOOK_DEMO_DATA=false to turn demo data off)`,
    '',
    '',
  ].join('\n');
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
function startTimers(store: Store, background: BackgroundDeps, config: ServiceConfig): void {
  // Once per process, never in the operator's command line (which opens the store itself). A delivery cut
  // short by an exit without stopHandbookService is sent again (webhooks/deliveries.ts).
  holder.__webhookWorker = startWebhookWorker({
    ...background,
    scanSeconds: config.webhooks.scanSeconds,
    soleProcess: store.kind === 'pglite',
  });
  holder.__stopRetentionSweeps = startRetentionSweeps(
    (now) => sweepRetention(store.db, now, background.retentionDays),
    background.clock,
  );
}

/**
 * Everything a process that runs the service starts, once: the Next app (instrumentation.ts) and the
 * standalone service (scripts/start-service.ts) both come here, so background work belongs here too.
 */
async function start(config: ServiceConfig): Promise<RunningService> {
  const store = await openServiceStore(config);
  if (config.demoData)
    process.stdout.write(demoKeyNotice(await ensureDemoData(store.db, config.dataDir, new Date()), config));
  const service = createHandbookService({
    store,
    jwtSecrets: config.jwtSecrets,
    production: config.production,
    limits: { ...DEFAULT_LIMITS, requestsPerMinute: config.requestsPerMinute },
    proxyTrust: config.proxyTrust,
    limitStore: getLimitStore(config.redisUrl),
    webhooks: { allowPrivate: config.webhooks.allowPrivate },
  });
  const background: BackgroundDeps = {
    db: store.db,
    secretBox: service.deps.webhooks.secretBox,
    sender: createWebhookSender({ allowPrivate: config.webhooks.allowPrivate }),
    clock: () => new Date(),
    noticeDays: config.webhooks.noticeDays,
    retentionDays: { activity: config.activityRetentionDays, webhooks: config.webhooks.retentionDays },
  };
  if (config.background.mode === 'timers') startTimers(store, background, config);
  return { service, background, mode: config.background.mode };
}

// A schema behind its code stays so until the deployment migrates: looked at again after this long, not on
// every request.
const SCHEMA_RECHECK_MS = 5_000;

/** The process's running service; a failed start (database down) is retried by the next caller. */
function getRunningService(config: ServiceConfig = getConfig()): Promise<RunningService> {
  holder.__handbookService ??= start(config).catch((error: unknown) => {
    const forget = () => (holder.__handbookService = undefined);
    if (error instanceof SchemaBehindError) setTimeout(forget, SCHEMA_RECHECK_MS).unref();
    else forget();
    throw error;
  });
  return holder.__handbookService;
}

export async function getHandbookService(config?: ServiceConfig): Promise<HandbookService> {
  return (await getRunningService(config)).service;
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
 * Stops the process's background work (webhook deliveries, the expiry scan), then closes its store and its
 * Redis connection.
 */
export async function stopHandbookService(): Promise<void> {
  holder.__stopRetentionSweeps?.();
  await holder.__webhookWorker?.stop();
  const running = await holder.__handbookService?.catch(() => undefined);
  // The worker closes the sender it was given; without one (`cron` mode) it is closed here.
  if (!holder.__webhookWorker) running?.background.sender.close();
  await running?.service.store.close();
  holder.__handbookService = undefined;
  holder.__webhookWorker = undefined;
  await closeLimitStore();
}

export function embeddedServiceEnabled(): boolean {
  return getConfig().handbookApiUrl === null;
}

const unavailable = () =>
  errorResponse(503, 'The service is temporarily unavailable. Try again shortly.', 'SERVICE_UNAVAILABLE', {
    'retry-after': '5',
  });

export type ServiceApi = 'customerApi' | 'resellerApi';

/** Next's after(): runs a task once the answer has been sent, within the function's duration. */
export type AfterResponse = (task: () => Promise<void>) => void;

/** 503 while the service cannot start; a schema behind its code was logged once already. */
export function serviceUnavailable(error: unknown): Response {
  if (!(error instanceof SchemaBehindError)) log('error', 'service.start_failed', errorFields(error));
  return unavailable();
}

/**
 * One of the two APIs' answer to a request, or 503 while the service cannot start. In `cron` mode, given
 * Next's after(), the deliveries the request queued are sent once the answer is out (background/).
 */
export async function serviceApiResponse(
  api: ServiceApi,
  request: Request,
  config?: ServiceConfig,
  afterResponse?: AfterResponse,
): Promise<Response> {
  let running: RunningService;
  try {
    running = await getRunningService(config);
  } catch (error) {
    return serviceUnavailable(error);
  }
  if (running.mode !== 'cron' || !afterResponse) return running.service[api](request);
  const { result, queued } = await collectQueuedDeliveries(() => running.service[api](request));
  if (queued.length > 0) afterResponse(() => deliverAfterResponse(running.background, queued));
  return result;
}

/** A route handler for one of the two APIs, or 404 when the app fronts a remote service instead. */
export function embeddedApiRoute(api: ServiceApi, afterResponse?: AfterResponse) {
  return async (request: Request): Promise<Response> => {
    if (!embeddedServiceEnabled()) return errorResponse(404, 'Not found.', 'NOT_FOUND');
    return serviceApiResponse(api, request, undefined, afterResponse);
  };
}

export async function healthResponse(): Promise<Response> {
  if (!embeddedServiceEnabled())
    return Response.json({ status: 'ok', store: 'remote' }, { headers: HEALTH_HEADERS });
  return serviceHealthResponse();
}

/** Whether the process's service runs and its store answers. */
export async function serviceHealthResponse(config?: ServiceConfig): Promise<Response> {
  let service: HandbookService;
  try {
    service = await getHandbookService(config);
  } catch (error) {
    return healthUnavailable(error);
  }
  return storeHealthResponse(service.store);
}
