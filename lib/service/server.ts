import 'server-only';
import { join } from 'node:path';
import { getConfig, type ServiceConfig } from '../config';
import { API_PATHS } from '../contract/api-paths';
import { sweepActivity } from './activity/retention';
import { openStore } from './db/open-store';
import { DEMO_KEY_FILE, ensureDemoData } from './demo/ensure-demo-data';
import { errorResponse } from '../http/error-response';
import { errorFields, log } from '../http/log';
import { HEALTH_HEADERS, healthUnavailable, storeHealthResponse } from './http/store-health';
import { startRetentionSweeps } from './retention-sweeps';
import { closeLimitStore, getLimitStore } from '../limits/redis-client';
import { createHandbookService, DEFAULT_LIMITS, type HandbookService } from './service';
import { createWebhookSender } from './webhooks/send-webhook';
import { sweepDeliveries } from './webhooks/retention';
import { startWebhookWorker, type WebhookWorker } from './webhooks/worker';

// One service per process, kept on globalThis so that dev-mode module reloads do not open the store twice.
const holder = globalThis as typeof globalThis & {
  __handbookService?: Promise<HandbookService>;
  __webhookWorker?: WebhookWorker;
  __stopRetentionSweeps?: () => void;
};

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

/**
 * Everything a process that runs the service starts, once: the Next app (instrumentation.ts) and the
 * standalone service (scripts/start-service.ts) both come here, so background work belongs here too.
 */
async function start(config: ServiceConfig): Promise<HandbookService> {
  const store = await openStore(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
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
  // Once per process, never in the operator's command line (which opens the store itself). A delivery cut
  // short by an exit without stopHandbookService is sent again (webhooks/deliveries.ts).
  holder.__webhookWorker = startWebhookWorker({
    db: store.db,
    secretBox: service.deps.webhooks.secretBox,
    sender: createWebhookSender({ allowPrivate: config.webhooks.allowPrivate }),
    noticeDays: config.webhooks.noticeDays,
    scanSeconds: config.webhooks.scanSeconds,
    soleProcess: store.kind === 'pglite',
  });
  holder.__stopRetentionSweeps = startRetentionSweeps(
    [
      { name: 'activity', sweep: (now) => sweepActivity(store.db, now, config.activityRetentionDays) },
      { name: 'webhook', sweep: (now) => sweepDeliveries(store.db, now, config.webhooks.retentionDays) },
    ],
    () => new Date(),
  );
  return service;
}

/** The process's Handbook service; a failed start (database down) is retried by the next caller. */
export function getHandbookService(config: ServiceConfig = getConfig()): Promise<HandbookService> {
  holder.__handbookService ??= start(config).catch((error: unknown) => {
    holder.__handbookService = undefined;
    throw error;
  });
  return holder.__handbookService;
}

/**
 * Stops the process's background work (webhook deliveries, the expiry scan), then closes its store and its
 * Redis connection.
 */
export async function stopHandbookService(): Promise<void> {
  holder.__stopRetentionSweeps?.();
  await holder.__webhookWorker?.stop();
  const service = await holder.__handbookService?.catch(() => undefined);
  await service?.store.close();
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

/** One of the two APIs' answer to a request, or 503 while the service cannot start. */
export async function serviceApiResponse(
  api: ServiceApi,
  request: Request,
  config?: ServiceConfig,
): Promise<Response> {
  let service: HandbookService;
  try {
    service = await getHandbookService(config);
  } catch (error) {
    log('error', 'service.start_failed', errorFields(error));
    return unavailable();
  }
  return service[api](request);
}

/** A route handler for one of the two APIs, or 404 when the app fronts a remote service instead. */
export function embeddedApiRoute(api: ServiceApi) {
  return async (request: Request): Promise<Response> => {
    if (!embeddedServiceEnabled()) return errorResponse(404, 'Not found.', 'NOT_FOUND');
    return serviceApiResponse(api, request);
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
