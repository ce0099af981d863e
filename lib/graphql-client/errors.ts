import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { KEY_REVOKED_MESSAGE } from '../http/return-path';

function codes(error: unknown): string[] {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.map((e) => (typeof e.extensions?.code === 'string' ? e.extensions.code : ''));
  }
  return [];
}

/** Whether one of the answer's errors carries `code` (NOT_FOUND, CUSTOMER_SUSPENDED…). */
export function hasErrorCode(error: unknown, code: string): boolean {
  return codes(error).includes(code);
}

/**
 * Whether an answer's errors all say that the id asked for names nothing: NOT_FOUND, or BAD_USER_INPUT for an
 * id no record could have (a NUL character, too long). Where the id came from a URL, either is a plain 404.
 */
export function namesNothing(errors: readonly { extensions?: Record<string, unknown> }[]): boolean {
  return (
    errors.length > 0 &&
    errors.every((e) => e.extensions?.code === 'NOT_FOUND' || e.extensions?.code === 'BAD_USER_INPUT')
  );
}

/** namesNothing, for a failed query's error. */
export function isUnknownId(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && namesNothing(error.errors);
}

/** The GraphQL relay's answer when the session is gone or the upstream refused its key. */
export function isSessionEnded(error: unknown): boolean {
  if (ServerError.is(error) && error.statusCode === 401) return true;
  return codes(error).includes('UNAUTHENTICATED');
}

/** The GraphQL relay's answer when the service refused the session's key: it was revoked. */
export function isKeyRevoked(error: unknown): boolean {
  return (
    ServerError.is(error) && error.statusCode === 401 && relayMessage(error.bodyText) === KEY_REVOKED_MESSAGE
  );
}

/** The first error's `extensions.field` and message when it is a BAD_USER_INPUT about one field. */
export function fieldError(error: unknown): { field: string; message: string } | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const e of error.errors) {
    const field = e.extensions?.field;
    if (e.extensions?.code === 'BAD_USER_INPUT' && typeof field === 'string')
      return { field, message: e.message };
  }
  return null;
}

// The service's expected failures carry messages written for people; anything else is described here.
const READABLE_CODES = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'RATE_LIMITED']);

/** The message a user sees for any failure of a query or mutation; never a stack or a raw transport message. */
export function userMessageFor(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const readable = error.errors.find((e) => READABLE_CODES.has(String(e.extensions?.code)));
    return readable?.message ?? 'The Handbook service could not complete the request.';
  }
  if (ServerError.is(error)) {
    if (error.statusCode === 401) return 'Your session has ended. Sign in again.';
    // The GraphQL relay's 429/502/504 answers carry a fixed, plain message meant for this place.
    const message = relayMessage(error.bodyText);
    if (message) return message;
    return error.statusCode >= 500
      ? 'The Handbook service is not available right now.'
      : 'The request was refused.';
  }
  if (error instanceof TypeError) return 'The dashboard could not be reached. Check your connection.';
  return 'The data could not be loaded.';
}

function relayMessage(bodyText: string): string | null {
  try {
    const body = JSON.parse(bodyText) as { errors?: Array<{ message?: unknown }> };
    const message = body.errors?.[0]?.message;
    return typeof message === 'string' && message.length > 0 && message.length < 200 ? message : null;
  } catch {
    return null;
  }
}
