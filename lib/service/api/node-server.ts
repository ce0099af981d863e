import 'server-only';
import { createServer, type Server } from 'node:http';
import { createServerAdapter, type ServerAdapterNodeContext } from '@whatwg-node/server';
import type { ServiceConfig } from '../../config';
import { API_PATHS } from '../../contract/api-paths';
import { errorResponse } from '../../http/error-response';
import { PEER_ADDRESS_HEADER } from '../../http/peer-address.mjs';
import { securityHeaders, serviceApiHeaders } from '../../http/static-headers.mjs';
import { tracedServerRequest } from '../../telemetry/served-request';
import { serviceHealthResponse } from '../host/store-health';
import { serviceApiResponse, type ServiceApi } from './service-responses';

const APIS: Record<string, ServiceApi> = {
  [API_PATHS.customer]: 'customerApi',
  [API_PATHS.reseller]: 'resellerApi',
};

/** What the server routes to: the two APIs' fetch handlers and the health answer. */
export interface ServiceRoutes {
  customerApi(request: Request): Promise<Response>;
  resellerApi(request: Request): Promise<Response>;
  health(): Promise<Response>;
}

/** Health answers GET (and HEAD, as Next's route would); anything else is not a method it has. */
function healthRoute(request: Request, routes: ServiceRoutes): Promise<Response> | Response {
  if (request.method === 'GET' || request.method === 'HEAD') return routes.health();
  return errorResponse(405, 'Only GET is supported.', 'BAD_REQUEST', { allow: 'GET, HEAD' });
}

/**
 * The Handbook service's paths on plain node:http, with the answers the Next app gives on the same paths
 * (the same handlers, and the headers next.config.mjs adds there). Nothing else is served: the dashboard
 * is the Next app's. The service test suite also runs through it (tests/service/harness.ts).
 */
export function createServiceRequestHandler(routes: ServiceRoutes, options: { production: boolean }) {
  const always = securityHeaders(options);
  const onApis = serviceApiHeaders(options);
  return createServerAdapter<ServerAdapterNodeContext>(async (request, { req }) => {
    // The client-address rule starts from the socket: only this server may name it, never a client.
    const socketAddress = req.socket?.remoteAddress;
    if (socketAddress) request.headers.set(PEER_ADDRESS_HEADER, socketAddress);
    else request.headers.delete(PEER_ADDRESS_HEADER);
    const { pathname } = new URL(request.url);
    const api = APIS[pathname];
    const response = api
      ? await tracedServerRequest(request, pathname, () => routes[api](request))
      : pathname === API_PATHS.health
        ? await tracedServerRequest(request, pathname, async () => healthRoute(request, routes))
        : errorResponse(404, 'Not found.', 'NOT_FOUND');
    for (const { key, value } of api ? [...always, ...onApis] : always) response.headers.set(key, value);
    return response;
  });
}

export function createServiceServer(config: ServiceConfig): Server {
  const routes: ServiceRoutes = {
    customerApi: (request) => serviceApiResponse('customerApi', request, config),
    resellerApi: (request) => serviceApiResponse('resellerApi', request, config),
    health: () => serviceHealthResponse(config),
  };
  return createServer(createServiceRequestHandler(routes, config).requestListener);
}
