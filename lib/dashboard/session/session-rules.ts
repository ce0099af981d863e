import 'server-only';

/**
 * The session's time rules, kept free of Next and iron-session so that `proxy.ts`, the session module and
 * the tests share one definition of "still signed in".
 */

/** Absolute lifetime: a sign-in is good for 12 hours however busy the person is. */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** Idle timeout: 30 minutes without a request ends the session. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** Renewing re-seals the cookie; once a minute is plenty against a 30-minute idle limit. */
export const SESSION_RENEW_AFTER_MS = 60 * 1000;

export interface SessionData {
  apiKey?: string;
  resellerId?: string;
  resellerName?: string;
  /** Epoch milliseconds of the sign-in: fixes the absolute expiry. */
  signedInAt?: number;
  /** Epoch milliseconds of the last renewal: the idle timer runs from here. */
  lastSeenAt?: number;
  /** Random, made at sign-in: what sign-out records as ended (see ended-sessions.ts). */
  sessionId?: string;
}

export interface ActiveSession {
  apiKey: string;
  resellerId: string;
  resellerName: string;
  signedInAt: number;
  lastSeenAt: number;
  sessionId: string;
}

/**
 * `none`: nobody signed in (no cookie, or a cookie that did not unseal). `expired`: a real sign-in that has
 * run past its absolute or idle limit. A timestamp from the future (clock skew, forgery under a leaked
 * password) counts as expired rather than as fresh, and so does a sign-in without a session id (sealed
 * before sign-out was recorded on the server: it could not be ended).
 */
export type SessionState =
  { status: 'active'; session: ActiveSession } | { status: 'expired' } | { status: 'none' };

export function sessionState(data: SessionData, now: number): SessionState {
  const { apiKey, resellerId, resellerName, signedInAt, lastSeenAt, sessionId } = data;
  if (!apiKey || !resellerId || typeof resellerName !== 'string') return { status: 'none' };
  if (typeof signedInAt !== 'number' || typeof lastSeenAt !== 'number' || !sessionId)
    return { status: 'expired' };
  const skew = SESSION_RENEW_AFTER_MS;
  if (signedInAt > now + skew || lastSeenAt > now + skew || lastSeenAt < signedInAt)
    return { status: 'expired' };
  if (now - signedInAt >= SESSION_MAX_AGE_MS) return { status: 'expired' };
  if (now - lastSeenAt >= SESSION_IDLE_MS) return { status: 'expired' };
  return {
    status: 'active',
    session: { apiKey, resellerId, resellerName, signedInAt, lastSeenAt, sessionId },
  };
}

/** True when an active session's idle timer is worth pushing forward (re-sealing costs a Set-Cookie). */
export function needsRenewal(session: ActiveSession, now: number): boolean {
  return now - session.lastSeenAt >= SESSION_RENEW_AFTER_MS;
}

/** The part of an iron-session that the rules touch; tests pass a plain object. */
export type SessionHandle = SessionData & { save(): Promise<void>; destroy(): void };

/**
 * Pushes the idle timer forward on use (route handlers and server actions only: pages cannot set cookies).
 * Returns the active session, or null after clearing an expired one (so the browser drops the cookie).
 */
export async function touchSession(session: SessionHandle, now: number): Promise<ActiveSession | null> {
  const state = sessionState(session, now);
  if (state.status === 'expired') session.destroy();
  if (state.status !== 'active') return null;
  if (needsRenewal(state.session, now)) {
    session.lastSeenAt = now;
    await session.save();
  }
  return state.session;
}
