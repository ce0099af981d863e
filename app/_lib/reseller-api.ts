import 'server-only';
import { after } from 'next/server';
import { getConfig } from '@/lib/config';
import { createUpstream, type Upstream } from '@/lib/dashboard/relay/upstream';
import { serviceApiResponse } from '@/lib/service/api/service-responses';

// Never resolved or fetched: the embedded service's handler receives the request in-process.
const EMBEDDED_BASE_URL = 'http://embedded-handbook.invalid';

let resellerApi: Upstream | undefined;

/**
 * The Reseller API the dashboard talks to, as the dashboard's upstream client: `HANDBOOK_API_URL` over the
 * network, or this app's own embedded service through its fetch handler (the same contract, without a
 * second HTTP hop). The one place that wires the dashboard to the service.
 */
export function getResellerApi(): Upstream {
  if (resellerApi) return resellerApi;
  const { handbookApiUrl, upstreamTimeoutMs } = getConfig();
  resellerApi =
    handbookApiUrl === null
      ? createUpstream({
          baseUrl: EMBEDDED_BASE_URL,
          timeoutMs: upstreamTimeoutMs,
          // The same answer the route gives a program: 503 while the service cannot start, as over HTTP.
          fetchHandler: (request) => serviceApiResponse('resellerApi', request, undefined, after),
        })
      : createUpstream({ baseUrl: handbookApiUrl, timeoutMs: upstreamTimeoutMs });
  return resellerApi;
}
