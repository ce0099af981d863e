import { context, propagation, SpanKind } from '@opentelemetry/api';
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_SERVER_ADDRESS,
} from '@opentelemetry/semantic-conventions';
import { inSpan } from './in-span';

/**
 * A fetch to another of the product's servers (the dashboard's relay to a remote service) in a client span,
 * sending `traceparent` so that the server continues the trace: one trace from the dashboard to the
 * database. `read` consumes the answer within the span. The span names the host, never the path or query.
 */
export function tracedFetch<T>(
  url: string,
  init: RequestInit & { headers: Record<string, string> },
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const method = init.method ?? 'GET';
  const attributes = { [ATTR_HTTP_REQUEST_METHOD]: method, [ATTR_SERVER_ADDRESS]: new URL(url).hostname };
  return inSpan(
    method,
    attributes,
    async (span) => {
      propagation.inject(context.active(), init.headers);
      const response = await fetch(url, init);
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, response.status);
      return read(response);
    },
    SpanKind.CLIENT,
  );
}
