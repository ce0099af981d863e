import 'server-only';
import { getConfig } from '@/lib/config';
import { errorResponse } from '@/lib/http/error-response';
import { cronBackgroundResponse } from '@/lib/service/host/cron-route';
import { serviceApiResponse, type AfterResponse, type ServiceApi } from '@/lib/service/api/service-responses';
import { HEALTH_HEADERS, serviceHealthResponse } from '@/lib/service/host/store-health';

/**
 * The app serves the Handbook service's endpoints itself unless it fronts a remote one (HANDBOOK_API_URL):
 * the app's wiring, so that the service knows nothing of the dashboard's settings.
 */
export function embeddedServiceEnabled(): boolean {
  return getConfig().handbookApiUrl === null;
}

const notFound = () => errorResponse(404, 'Not found.', 'NOT_FOUND');

/** A route handler for one of the two APIs, or 404 when the app fronts a remote service instead. */
export function embeddedApiRoute(api: ServiceApi, afterResponse?: AfterResponse) {
  return async (request: Request): Promise<Response> => {
    if (!embeddedServiceEnabled()) return notFound();
    return serviceApiResponse(api, request, undefined, afterResponse);
  };
}

/** The cron route: one round of the embedded service's background work; 404 in front of a remote one. */
export function cronBackgroundRoute(request: Request): Promise<Response> {
  if (!embeddedServiceEnabled()) return Promise.resolve(notFound());
  return cronBackgroundResponse(request);
}

export async function healthResponse(): Promise<Response> {
  if (!embeddedServiceEnabled())
    return Response.json({ status: 'ok', store: 'remote' }, { headers: HEALTH_HEADERS });
  return serviceHealthResponse();
}
