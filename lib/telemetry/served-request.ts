import { context, propagation, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
} from '@opentelemetry/semantic-conventions';
import { secondsSince } from './in-span';
import { instruments } from './instruments';
import { telemetryOn } from './start-telemetry';

// The semantic conventions' bounded set; every other method is `_OTHER`.
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'CONNECT', 'OPTIONS', 'TRACE', 'PATCH']);

const methodOf = (request: Request) => (METHODS.has(request.method) ? request.method : '_OTHER');

/**
 * Records `http.server.request.duration` for one request to `route` (the route's template, never the URL
 * as sent). In the Next app, Next's own server span is the request's; the standalone service makes its own
 * with tracedServerRequest.
 */
export async function measuredRequest(
  request: Request,
  route: string,
  handle: () => Promise<Response>,
): Promise<Response> {
  const started = performance.now();
  let status = 500;
  try {
    const response = await handle();
    status = response.status;
    return response;
  } finally {
    instruments().httpServerDuration.record(secondsSince(started), {
      [ATTR_HTTP_ROUTE]: route,
      [ATTR_HTTP_REQUEST_METHOD]: methodOf(request),
      [ATTR_HTTP_RESPONSE_STATUS_CODE]: status,
    });
  }
}

const headerGetter = {
  keys: (headers: Headers) => [...headers.keys()],
  get: (headers: Headers, key: string) => headers.get(key) ?? undefined,
};

/**
 * The server span of one request to the standalone service, continuing the caller's trace when the request
 * carries `traceparent` (the dashboard's relay sends it), and its duration metric.
 */
export function tracedServerRequest(
  request: Request,
  route: string,
  handle: () => Promise<Response>,
): Promise<Response> {
  if (!telemetryOn()) return handle();
  const parent = propagation.extract(context.active(), request.headers, headerGetter);
  const method = methodOf(request);
  const span = instruments().tracer.startSpan(
    `${method} ${route}`,
    { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: method, [ATTR_HTTP_ROUTE]: route } },
    parent,
  );
  // The arguments passed through, not captured in closures: this runs for every request.
  return context.with(trace.setSpan(parent, span), servedInSpan, undefined, span, request, route, handle);
}

async function servedInSpan(
  span: Span,
  request: Request,
  route: string,
  handle: () => Promise<Response>,
): Promise<Response> {
  let failed = true;
  try {
    const response = await measuredRequest(request, route, handle);
    span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, response.status);
    failed = response.status >= 500;
    return response;
  } finally {
    if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  }
}
