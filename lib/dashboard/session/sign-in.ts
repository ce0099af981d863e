import 'server-only';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { API_KEY_PREFIX, KEY_HINT_GAP } from '@/lib/contract/api-key-format';
import { KEY_REVOKED_MESSAGE } from '@/lib/http/return-path';
import type { SignInLimiter } from './sign-in-limiter';
import { UpstreamError, type Upstream } from '../relay/upstream';
import { countRefusal } from '../../telemetry/rate-limit-refusals';

/**
 * Checking a pasted API key at sign-in. The query is typed by hand because codegen reads only
 * lib/graphql-client/documents (browser code); a unit test validates it against the Reseller API's SDL.
 */
export const SIGN_IN_QUERY: TypedDocumentNode<
  { reseller: { resellerId: string; name: string } },
  Record<string, never>
> = parse('query SignInReseller { reseller { resellerId name } }');

export const SIGN_IN_MESSAGES = {
  empty: 'Enter your API key.',
  invalid:
    'That API key was not accepted: it may have been revoked, or part of it is missing. Check that you pasted the whole key, or ask for a new one.',
  hint: `That is a key's hint (${API_KEY_PREFIX}${KEY_HINT_GAP} and four characters), as key lists show it: it cannot sign in. Paste the whole key, shown once when it was created, or ask for a new one.`,
  notAKey: `That is not an API key: keys start with ${API_KEY_PREFIX}. Check that you pasted the key itself, not its name or another secret.`,
  unreachable: 'The Handbook service cannot be reached right now. Try again in a moment.',
  unavailable: 'The Handbook service is temporarily unavailable. Try again in a moment.',
  timeout: 'The Handbook service is taking too long to answer. Try again in a moment.',
  busy: 'The Handbook service is busy. Try again in a minute.',
  unexpected: 'The Handbook service answered unexpectedly. Try again in a moment.',
} as const;

export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  // Only wrong keys wait (sign-in-limiter.ts): the person with the right key need not.
  return `Too many failed attempts. For the next ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} a wrong key is refused; a valid key still signs in.`;
}

/** Plain notices for `/sign-in?reason=…`; unknown reasons show nothing. */
export const SIGN_IN_NOTICES: Readonly<Record<string, string>> = {
  expired: 'Your session expired. Sign in again to continue.',
  'signed-out': 'You have signed out.',
  'key-revoked': KEY_REVOKED_MESSAGE,
};

export function signInNotice(reason: string | undefined): string | null {
  return reason !== undefined && Object.hasOwn(SIGN_IN_NOTICES, reason)
    ? (SIGN_IN_NOTICES[reason] ?? null)
    : null;
}

/** The messages that are about the pasted key itself (the form marks its field invalid). */
export const KEY_MESSAGES: ReadonlySet<string> = new Set([
  SIGN_IN_MESSAGES.empty,
  SIGN_IN_MESSAGES.invalid,
  SIGN_IN_MESSAGES.hint,
  SIGN_IN_MESSAGES.notAKey,
]);

const HEADER_SAFE = /^[\x21-\x7e]+$/;

/**
 * Why a key was refused, in the words that help most: a pasted hint or a value of another shape says so,
 * since "check you pasted the whole key" would not help whoever pasted something else.
 */
function refusedKeyMessage(apiKey: string): string {
  // A prefix typed in capitals is still the prefix of a key gone wrong, not of something else.
  const prefixed = apiKey.toLowerCase().startsWith(API_KEY_PREFIX);
  // A hint copied by hand may have three dots for its ellipsis.
  if (prefixed && (apiKey.includes(KEY_HINT_GAP) || apiKey.includes('...'))) return SIGN_IN_MESSAGES.hint;
  return prefixed ? SIGN_IN_MESSAGES.invalid : SIGN_IN_MESSAGES.notAKey;
}

/** Where sign-in goes when `next` names no page to come back to (see returnPath). */
export const DEFAULT_AFTER_SIGN_IN = '/';

/** What the sign-in form shows after an attempt; `attempt` changes each time so the alert is re-announced. */
export interface SignInFormState {
  message: string | null;
  /** True when the message is about the key field (empty or not accepted): marks the input invalid. */
  keyInvalid: boolean;
  attempt: number;
}

export type SignInAttempt =
  | { ok: true; reseller: { apiKey: string; resellerId: string; resellerName: string } }
  | { ok: false; message: string };

/**
 * Checks `apiKey` against the upstream, counting wrong keys against `client`. Never throws. The API's rule:
 * failures are slowed, a valid key always signs in. A client over its limit still has its key checked, so
 * that someone failing from a shared address cannot lock a colleague out; a wrong key from it is told to
 * wait, and is not counted again (the wait would otherwise never end).
 */
export async function attemptSignIn(input: {
  apiKey: string;
  client: string;
  upstream: Upstream;
  limiter: SignInLimiter;
  now: number;
}): Promise<SignInAttempt> {
  const { apiKey, client, upstream, limiter, now } = input;
  if (apiKey === '') return { ok: false, message: SIGN_IN_MESSAGES.empty };
  const wait = await limiter.retryAfterMs(client, now);
  const refused = async (): Promise<SignInAttempt> => {
    if (wait !== null) {
      countRefusal('sign_in');
      return { ok: false, message: tooManyAttemptsMessage(wait) };
    }
    await limiter.recordFailure(client, now);
    return { ok: false, message: refusedKeyMessage(apiKey) };
  };
  // A header holds printable ASCII only: anything else (a hint's ellipsis, a pasted line of text) is no key,
  // and fetch would refuse to send it, which would read as the service being unreachable.
  if (!HEADER_SAFE.test(apiKey)) return refused();

  try {
    // The service keeps its own count of failed keys per client: let it count this person, not the dashboard.
    const result = await upstream.execute(SIGN_IN_QUERY, {}, apiKey, undefined, { clientAddress: client });
    const reseller = result.data?.reseller;
    if (!reseller || typeof reseller.resellerId !== 'string' || typeof reseller.name !== 'string') {
      return { ok: false, message: SIGN_IN_MESSAGES.unexpected };
    }
    await limiter.reset(client);
    return { ok: true, reseller: { apiKey, resellerId: reseller.resellerId, resellerName: reseller.name } };
  } catch (error) {
    if (!(error instanceof UpstreamError)) return { ok: false, message: SIGN_IN_MESSAGES.unexpected };
    switch (error.code) {
      case 'UNAUTHENTICATED':
        return refused();
      case 'UNREACHABLE':
        return { ok: false, message: SIGN_IN_MESSAGES.unreachable };
      case 'UNAVAILABLE':
        return { ok: false, message: SIGN_IN_MESSAGES.unavailable };
      case 'TIMEOUT':
        return { ok: false, message: SIGN_IN_MESSAGES.timeout };
      case 'RATE_LIMITED':
        return {
          ok: false,
          message:
            error.retryAfterSeconds === undefined
              ? SIGN_IN_MESSAGES.busy
              : tooManyAttemptsMessage(error.retryAfterSeconds * 1000),
        };
      case 'BAD_RESPONSE':
        return { ok: false, message: SIGN_IN_MESSAGES.unexpected };
    }
  }
}
