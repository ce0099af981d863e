import 'server-only';
import { GraphQLError } from 'graphql';
import type { ErrorCode } from '../../http/error-response';

/** The published messages (handbook-service-interface.md §7): to the letter. */
export const AUTH_MESSAGES = {
  missing: 'Unauthorized: Token required',
  invalid: 'Invalid token',
  expired: 'Token has expired',
} as const;

export type CredentialFailure = keyof typeof AUTH_MESSAGES;

export const INTERNAL_MESSAGE = 'Unexpected error.';

/**
 * A failed credential check, raised by the verifiers and answered by the endpoint with HTTP 401. `identified`
 * names the customer token whose signature checked out although it is refused (expired, revoked, suspended):
 * its requests are counted all the same (lib/service/usage).
 */
export class CredentialError extends Error {
  constructor(
    readonly failure: CredentialFailure,
    readonly identified?: string,
  ) {
    super(AUTH_MESSAGES[failure]);
    this.name = 'CredentialError';
  }
}

/** An expected failure the client sees: its message as given, its code from the contract. */
function codedError(
  message: string,
  code: ErrorCode,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

export function badUserInput(message: string, field?: string): GraphQLError {
  return codedError(message, 'BAD_USER_INPUT', field ? { field } : {});
}

export function notFoundError(message: string): GraphQLError {
  return codedError(message, 'NOT_FOUND');
}

export function customerSuspended(message: string): GraphQLError {
  return codedError(message, 'CUSTOMER_SUSPENDED');
}

/** Too many of something for now: HTTP 429 with Retry-After, as the contract's other rate limits answer. */
export function rateLimited(message: string, retryAfterSeconds: number): GraphQLError {
  return codedError(`${message} Try again in ${retryAfterSeconds} seconds.`, 'RATE_LIMITED', {
    http: { status: 429, headers: { 'retry-after': String(retryAfterSeconds) } },
  });
}
