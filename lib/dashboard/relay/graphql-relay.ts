import 'server-only';
import { touchSession, type SessionHandle } from '../session/session-rules';
import { UpstreamError, type Upstream } from './upstream';
import { clientAddress, NO_PROXIES, type ProxyTrust } from '@/lib/http/client-address';
import { REQUEST_BODY_BYTES } from '@/lib/contract/limits';
import { errorResponse } from '@/lib/http/error-response';
import { KEY_REVOKED_MESSAGE } from '@/lib/http/return-path';
import { readJsonBody, refuseRequestHead } from '@/lib/http/request-envelope';

/**
 * The GraphQL relay, `POST /api/graphql`: the browser's GraphQL endpoint. It runs the browser's operation on the Reseller API
 * with the session's key, after refusing anything that is not a same-origin JSON POST of a signed-in
 * session. Next-free so that tests call it with a plain session and a fake upstream.
 */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Sign in again.';

export interface RelayDeps {
  session: SessionHandle;
  upstream: Upstream;
  /** Whose X-Forwarded-For counts when naming the client to the service; defaults to nobody's. */
  proxyTrust?: ProxyTrust;
  /** Epoch milliseconds; defaults to the clock. */
  now?: number;
}

function firstValue(header: string | null): string | undefined {
  return header?.split(',')[0]?.trim() || undefined;
}

/**
 * The origin this request was addressed to. Next fills `x-forwarded-host` and `x-forwarded-proto` from
 * the connection unless a proxy in front already set them, as its own Server Actions check relies on.
 */
export function requestOrigin(request: Request): string | null {
  const url = new URL(request.url);
  const host = firstValue(request.headers.get('x-forwarded-host')) ?? request.headers.get('host') ?? url.host;
  const protocol = firstValue(request.headers.get('x-forwarded-proto')) ?? url.protocol.replace(/:$/, '');
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return null;
  }
}

/** Same-origin by `Origin` (required: every browser sends it on a POST) and, where sent, `Sec-Fetch-Site`. */
export function isSameOrigin(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  if (origin === null || origin === 'null') return false;
  let claimed: string;
  try {
    claimed = new URL(origin).origin;
  } catch {
    return false;
  }
  const expected = requestOrigin(request);
  return expected !== null && claimed === expected;
}

function upstreamFailure(error: UpstreamError, session: SessionHandle): Response {
  switch (error.code) {
    case 'UNAUTHENTICATED':
      // The key was revoked or rotated away: the session is worthless from here on.
      session.destroy();
      return errorResponse(401, KEY_REVOKED_MESSAGE, 'UNAUTHENTICATED');
    case 'TIMEOUT':
      return errorResponse(
        504,
        'The Handbook service took too long to answer. Try again in a moment.',
        'UPSTREAM_TIMEOUT',
      );
    case 'UNREACHABLE':
      return errorResponse(
        502,
        'The Handbook service cannot be reached right now. Try again in a moment.',
        'UPSTREAM_UNREACHABLE',
      );
    case 'UNAVAILABLE':
      return errorResponse(
        503,
        'The Handbook service is temporarily unavailable. Try again in a moment.',
        'UPSTREAM_UNAVAILABLE',
        { 'retry-after': String(error.retryAfterSeconds ?? 5) },
      );
    case 'BAD_RESPONSE':
      return errorResponse(
        502,
        'The Handbook service answered unexpectedly. Try again in a moment.',
        'UPSTREAM_BAD_RESPONSE',
      );
    case 'RATE_LIMITED':
      return errorResponse(
        429,
        'Too many requests to the Handbook service. Wait a moment and try again.',
        'RATE_LIMITED',
        error.retryAfterSeconds === undefined ? {} : { 'retry-after': String(error.retryAfterSeconds) },
      );
  }
}

export async function handleGraphqlRelay(request: Request, deps: RelayDeps): Promise<Response> {
  const refusal = refuseRequestHead(request, REQUEST_BODY_BYTES.reseller);
  if (refusal) return refusal;
  if (!isSameOrigin(request)) return errorResponse(403, 'Cross-site requests are refused.', 'FORBIDDEN');

  const active = await touchSession(deps.session, deps.now ?? Date.now());
  if (!active) return errorResponse(401, SESSION_ENDED_MESSAGE, 'UNAUTHENTICATED');

  const body = await readJsonBody(request, REQUEST_BODY_BYTES.reseller);
  if (!body.ok) return body.response;

  try {
    const answer = await deps.upstream.forward(body.text, active.apiKey, request.signal, {
      clientAddress: clientAddress(request.headers, deps.proxyTrust ?? NO_PROXIES),
    });
    answer.headers.set('cache-control', 'no-store');
    return answer;
  } catch (error) {
    if (error instanceof UpstreamError) return upstreamFailure(error, deps.session);
    // The browser went away, and the upstream request was cancelled with it: nobody reads this answer,
    // but the log should say what happened rather than show a 500.
    if (request.signal.aborted)
      return errorResponse(499, 'The request was cancelled.', 'CLIENT_CLOSED_REQUEST');
    return errorResponse(500, 'Unexpected error.', 'INTERNAL_SERVER_ERROR');
  }
}
