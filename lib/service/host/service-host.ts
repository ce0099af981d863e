import 'server-only';
import type { ServiceConfig } from '../../config';
import { NO_PROXIES, type ProxyTrust } from '../../http/client-address';
import type { LimitStore } from '../../rate-limit/redis-client';
import { createRequestLimiter, type RequestLimiter } from '../../rate-limit/request-limiter';
import { createCustomerJwt } from '../auth/customer-jwt';
import { createBrandingDeps } from '../branding/branding-deps';
import { createFailureLimiter, type FailureLimiter, type FailureLimits } from '../auth/failure-limiter';
import type { Clock, ServiceDeps } from '../core/context';
import type { Store } from '../db/open-store';
import type { UsageCounter } from '../usage/usage-counter';
import { createWebhookSender } from '../webhooks/send-webhook';
import { createWebhookDeps, type WebhookOptions } from '../webhooks/webhook-deps';
import type { BackgroundDeps } from './background-round';

export interface HandbookServiceOptions {
  store: Store;
  jwtSecrets: Readonly<Record<string, string>>;
  production: boolean;
  clock?: Clock;
  /** Failed credential checks allowed per client and window; requests per credential per minute (0: no limit). */
  limits?: { failures: FailureLimits; requestsPerMinute: number };
  /** Whose X-Forwarded-For counts (default: nobody's; the socket's address is the client). */
  proxyTrust?: ProxyTrust;
  /**
   * Where request, test-send and redelivery limits are counted for every instance (REDIS_URL); without it,
   * in this instance's memory.
   */
  limitStore?: LimitStore | null;
  /** Where webhook endpoints may point (default: public addresses only, https only in production). */
  webhooks?: WebhookOptions;
  /** Where the Customer API's requests are counted (lib/service/usage); the process flushes it. None: not counted. */
  usage?: UsageCounter | null;
}

export const DEFAULT_LIMITS = {
  failures: { maxFailures: 10, windowSeconds: 300 },
  requestsPerMinute: 1_200,
} as const;

/** What both APIs share, built once per service: its dependencies, and the limits they count together. */
export interface ServiceHost {
  store: Store;
  deps: ServiceDeps;
  production: boolean;
  clock: Clock;
  /** One failure count for both APIs: a client guessing at either is the same client. */
  failures: FailureLimiter;
  requests: RequestLimiter;
  proxyTrust: ProxyTrust;
  /** The Customer API's usage, counted in memory (null: not counted). */
  usage: UsageCounter | null;
}

/**
 * A service as the transport serves it (api/handbook-service.ts): the two APIs' fetch handlers over the host's
 * store and dependencies. Declared here so that the process can keep the one it serves (host/runtime.ts).
 */
export interface HandbookService {
  /** The Customer API as a fetch handler: Request in, Response out. */
  customerApi(request: Request): Promise<Response>;
  /** The Reseller API as a fetch handler. */
  resellerApi(request: Request): Promise<Response>;
  store: Store;
  deps: ServiceDeps;
}

/** The one place that builds the service's shared dependencies (the transport serves them, api/handbook-service.ts). */
export function createServiceHost(options: HandbookServiceOptions): ServiceHost {
  const clock = options.clock ?? (() => new Date());
  const limits = options.limits ?? DEFAULT_LIMITS;
  return {
    store: options.store,
    deps: {
      db: options.store.db,
      jwt: createCustomerJwt(options.jwtSecrets),
      clock,
      webhooks: createWebhookDeps(
        options.jwtSecrets,
        options.production,
        options.webhooks,
        options.limitStore,
      ),
      branding: createBrandingDeps(options.limitStore),
    },
    production: options.production,
    clock,
    failures: createFailureLimiter(options.store.db, limits.failures),
    requests: createRequestLimiter(limits.requestsPerMinute, options.limitStore),
    proxyTrust: options.proxyTrust ?? NO_PROXIES,
    usage: options.usage ?? null,
  };
}

/** What the background work of a process needs, over the service's own webhook dependencies. */
export function createBackgroundDeps(host: ServiceHost, config: ServiceConfig): BackgroundDeps {
  return {
    db: host.store.db,
    secretBox: host.deps.webhooks.secretBox,
    sender: createWebhookSender({ allowPrivate: config.webhooks.allowPrivate }),
    clock: () => new Date(),
    disableAfterDays: config.webhooks.disableAfterDays,
    noticeDays: config.webhooks.noticeDays,
    retentionDays: {
      activity: config.activityRetentionDays,
      webhooks: config.webhooks.retentionDays,
      usage: config.usage.retentionDays,
    },
  };
}
