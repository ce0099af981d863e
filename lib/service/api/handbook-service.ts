import 'server-only';
import type { LimitStore } from '../../rate-limit/redis-client';
import { API_PATHS } from '../../contract/api-paths';
import { REQUEST_BODY_BYTES } from '../../contract/limits';
import { authenticateCustomer, authenticateReseller } from '../auth/authenticate';
import { createCustomerJwt } from '../auth/customer-jwt';
import type { Clock, CustomerContext, ResellerContext, ServiceDeps } from '../core/context';
import { customerApiResolvers } from './customer-api-resolvers';
import type { Store } from '../db/open-store';
import { NO_PROXIES, type ProxyTrust } from '../../http/client-address';
import { createHandbookYoga } from './create-yoga';
import { createGraphqlEndpoint } from './graphql-endpoint';
import { createFailureLimiter, type FailureLimits } from '../auth/failure-limiter';
import { createRequestLimiter } from '../../rate-limit/request-limiter';
import { resellerApiResolvers } from './reseller-api-resolvers';
import { roleCheck } from './role-check';
import { createWebhookDeps, type WebhookOptions } from '../webhooks/webhook-deps';

export interface HandbookServiceOptions {
  store: Store;
  jwtSecrets: Readonly<Record<string, string>>;
  production: boolean;
  clock?: Clock;
  /** Failed credential checks allowed per client and window; requests per credential per minute (0: no limit). */
  limits?: { failures: FailureLimits; requestsPerMinute: number };
  /** Whose X-Forwarded-For counts (default: nobody's; the socket's address is the client). */
  proxyTrust?: ProxyTrust;
  /** Where request limits are counted for every instance (REDIS_URL); without it, in this instance's memory. */
  limitStore?: LimitStore | null;
  /** Where webhook endpoints may point (default: public addresses only, https only in production). */
  webhooks?: WebhookOptions;
}

export const DEFAULT_LIMITS = {
  failures: { maxFailures: 10, windowSeconds: 300 },
  requestsPerMinute: 1_200,
} as const;

export interface HandbookService {
  /** The Customer API as a fetch handler: Request in, Response out. */
  customerApi(request: Request): Promise<Response>;
  /** The Reseller API as a fetch handler. */
  resellerApi(request: Request): Promise<Response>;
  store: Store;
  deps: ServiceDeps;
}

export function createHandbookService(options: HandbookServiceOptions): HandbookService {
  const clock = options.clock ?? (() => new Date());
  const deps: ServiceDeps = {
    db: options.store.db,
    jwt: createCustomerJwt(options.jwtSecrets),
    clock,
    webhooks: createWebhookDeps(options.jwtSecrets, options.production, options.webhooks),
  };
  const limits = options.limits ?? DEFAULT_LIMITS;
  // One failure count for both APIs: a client guessing at either is the same client.
  const failures = createFailureLimiter(options.store.db, limits.failures);
  const proxyTrust = options.proxyTrust ?? NO_PROXIES;
  const requests = createRequestLimiter(limits.requestsPerMinute, options.limitStore);

  const customerYoga = createHandbookYoga<CustomerContext>({
    api: 'customer',
    endpoint: API_PATHS.customer,
    resolvers: customerApiResolvers,
    production: options.production,
  });
  const resellerYoga = createHandbookYoga<ResellerContext>({
    api: 'reseller',
    endpoint: API_PATHS.reseller,
    resolvers: resellerApiResolvers,
    production: options.production,
    beforeExecution: [roleCheck],
  });
  // A request's server context inherits the service's dependencies and holds only its own values: building it
  // by spreads took a slow path of V8's on Node 20 (a literal with properties after a spread).
  const withDeps = <T extends object>(scope: T): ServiceDeps & T =>
    Object.assign(Object.create(deps) as ServiceDeps, scope);

  return {
    store: options.store,
    deps,
    customerApi: createGraphqlEndpoint({
      clock,
      authenticate: (request, now) => authenticateCustomer(deps, request.headers.get('authorization'), now),
      credentialOf: (principal) => principal.tokenId,
      maxBodyBytes: REQUEST_BODY_BYTES.customer,
      failures,
      requests,
      proxyTrust,
      execute: (request, { principal, ...requestContext }) =>
        customerYoga.handle(request, withDeps({ customer: principal, ...requestContext })),
      challenge: { 'www-authenticate': 'Bearer realm="handbook-customer-api"' },
      graphiql: customerYoga.graphiql,
    }),
    resellerApi: createGraphqlEndpoint({
      clock,
      authenticate: (request, now) => authenticateReseller(deps, request.headers.get('x-api-token'), now),
      credentialOf: (principal) => principal.keyId,
      maxBodyBytes: REQUEST_BODY_BYTES.reseller,
      failures,
      requests,
      proxyTrust,
      execute: (request, { principal, ...requestContext }) =>
        resellerYoga.handle(request, withDeps({ reseller: principal, ...requestContext })),
      graphiql: resellerYoga.graphiql,
    }),
  };
}
