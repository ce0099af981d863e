import 'server-only';

/**
 * Every `extensions.code` either side of the app answers with: the contract's codes (the service's), and
 * the ones only the dashboard's GraphQL endpoint gives when it cannot reach or trust the service.
 */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_REQUEST'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CUSTOMER_SUSPENDED'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR'
  | 'GRAPHQL_PARSE_FAILED'
  | 'GRAPHQL_VALIDATION_FAILED'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_UNREACHABLE'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_BAD_RESPONSE'
  | 'CLIENT_CLOSED_REQUEST';

/** The contract's JSON error body, for answers given before (or instead of) GraphQL execution. */
export function errorResponse(
  status: number,
  message: string,
  code: ErrorCode,
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    { errors: [{ message, extensions: { code } }] },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  );
}
