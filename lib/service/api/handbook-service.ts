import 'server-only';
import { API_PATHS } from '../../contract/api-paths';
import { REQUEST_BODY_BYTES } from '../../contract/limits';
import { authenticateCustomer, authenticateReseller } from '../auth/authenticate';
import type { CustomerContext, ResellerContext, ServiceDeps } from '../core/context';
import { noteQueuedDeliveries } from '../host/queued-deliveries';
import {
  createServiceHost,
  type HandbookService,
  type HandbookServiceOptions,
  type ServiceHost,
} from '../host/service-host';
import { onQueued } from '../webhooks/outbox';
import { createHandbookYoga } from './create-yoga';
import { customerApiResolvers } from './customer-api-resolvers';
import { createGraphqlEndpoint } from './graphql-endpoint';
import { resellerApiResolvers } from './reseller-api-resolvers';
import { inResellerTurn } from './reseller-turns';
import { roleCheck } from './role-check';
import { countAnswers } from '../usage/count-answer';

// Usage counts a request under one of these or none: the Customer API's query and mutation fields.
const CUSTOMER_ROOT_FIELDS: ReadonlySet<string> = new Set([
  ...Object.keys(customerApiResolvers.Query ?? {}),
  ...Object.keys(customerApiResolvers.Mutation ?? {}),
]);

export function createHandbookService(options: HandbookServiceOptions): HandbookService {
  return serveHandbookApis(createServiceHost(options));
}

/** The two APIs' endpoints over the host's shared dependencies. */
export function serveHandbookApis(host: ServiceHost): HandbookService {
  // The outbox's hook: the deliveries a request queues are noted for that request's after() round. Given
  // here, in the module graph of the resolvers these endpoints run: Next bundles each route with its own
  // copy of the outbox.
  onQueued(noteQueuedDeliveries);
  const { deps, clock, failures, requests, proxyTrust } = host;
  const customerYoga = createHandbookYoga<CustomerContext>({
    api: 'customer',
    endpoint: API_PATHS.customer,
    resolvers: customerApiResolvers,
    production: host.production,
  });
  const resellerYoga = createHandbookYoga<ResellerContext>({
    api: 'reseller',
    endpoint: API_PATHS.reseller,
    resolvers: resellerApiResolvers,
    production: host.production,
    beforeExecution: [roleCheck],
  });
  // A request's server context inherits the service's dependencies and holds only its own values: building it
  // by spreads took a slow path of V8's on Node 20 (a literal with properties after a spread).
  const withDeps = <T extends object>(scope: T): ServiceDeps & T =>
    Object.assign(Object.create(deps) as ServiceDeps, scope);

  return {
    store: host.store,
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
      ...(host.usage ? { onAnswer: countAnswers(host.usage, CUSTOMER_ROOT_FIELDS) } : {}),
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
        inResellerTurn(principal.resellerId, () =>
          resellerYoga.handle(request, withDeps({ reseller: principal, ...requestContext })),
        ),
      graphiql: resellerYoga.graphiql,
    }),
  };
}
