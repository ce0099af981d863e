import 'server-only';
import { GraphQLError } from 'graphql';

/** The published messages (handbook-service-interface.md §7): to the letter. */
export const AUTH_MESSAGES = {
  missing: 'Unauthorized: Token required',
  invalid: 'Invalid token',
  expired: 'Token has expired',
} as const;

export type CredentialFailure = keyof typeof AUTH_MESSAGES;

export const INTERNAL_MESSAGE = 'Unexpected error.';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'BAD_REQUEST'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR'
  | 'GRAPHQL_PARSE_FAILED'
  | 'GRAPHQL_VALIDATION_FAILED';

/** A failed credential check, raised by the verifiers and answered by the endpoint with HTTP 401. */
export class CredentialError extends Error {
  constructor(readonly failure: CredentialFailure) {
    super(AUTH_MESSAGES[failure]);
    this.name = 'CredentialError';
  }
}

export function badUserInput(message: string, field?: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });
}

export function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
}

/** The JSON error body of the contract, for answers given before GraphQL execution starts. */
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
