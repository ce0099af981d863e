import 'server-only';
import { randomBytes } from 'node:crypto';
import { getIronSession, type IronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { getConfig } from '@/lib/config';
import { errorFields, log } from '@/lib/http/log';
import { signInPath } from '@/lib/http/return-path';
import { getEndedSessions } from './ended-sessions';
import { SESSION_MAX_AGE_MS, sessionState, type SessionData } from './session-rules';
import { unsealCookie } from './unsealed-cookies';

export { touchSession, type SessionData } from './session-rules';

/** What iron-session needs of a cookie jar: Next's `cookies()`, or a request/response pair in `proxy.ts`. */
export type SessionCookieJar = Pick<Awaited<ReturnType<typeof cookies>>, 'get' | 'set'>;

export function sessionCookieName(production: boolean): string {
  // `__Host-` makes the browser insist on Secure, Path=/ and no Domain: no subdomain can plant or read it.
  return production ? '__Host-hb_session' : 'hb_session';
}

export function sessionOptions(): SessionOptions {
  const { production, sessionPasswords } = getConfig();
  return {
    cookieName: sessionCookieName(production),
    // A rotation map: the highest id seals, every id unseals.
    password: sessionPasswords,
    // The seal and the cookie outlive no sign-in; the idle and absolute limits are checked on every read.
    ttl: SESSION_MAX_AGE_MS / 1000,
    cookieOptions: { httpOnly: true, secure: production, sameSite: 'lax', path: '/' },
  };
}

/**
 * Whether sign-out ended this session (a replayed copy of its cookie). Fails closed: a record that cannot
 * be read counts as ended. Once per request in server components (React's cache), which may ask often.
 */
const isEnded = cache(async (sessionId: string): Promise<boolean> => {
  try {
    return await getEndedSessions().isEnded(sessionId);
  } catch (error) {
    log('error', 'dashboard.ended_sessions.read_failed', errorFields(error));
    return true;
  }
});

/**
 * Opens the session in `jar`. A cookie that does not unseal (tampered, sealed with a retired password,
 * truncated) or belongs to a signed-out session is an empty session, never an error: iron-session already
 * does that for most damage and throws for the rest (a wrong version prefix, for one). The session object
 * comes from an empty jar, for its save and destroy; its data is the cookie's, unsealed once per cookie
 * (unsealed-cookies.ts).
 */
export async function openSession(jar: SessionCookieJar): Promise<IronSession<SessionData>> {
  const options = sessionOptions();
  const session = await getIronSession<SessionData>(
    { get: () => undefined, set: jar.set.bind(jar) },
    options,
  );
  const seal = jar.get(options.cookieName)?.value;
  if (!seal) return session;
  let data: SessionData;
  try {
    data = await unsealCookie(seal, options);
  } catch {
    return session;
  }
  if (data.sessionId && (await isEnded(data.sessionId))) return session;
  return Object.assign(session, data);
}

/** The session of the current request. Writing it (save, destroy) works in server actions and route handlers. */
export async function getSession(): Promise<IronSession<SessionData>> {
  return openSession(await cookies());
}

/**
 * The signed-in reseller, for server components and pages; anyone else is sent to sign-in (with
 * `reason=expired` when a sign-in ran out). The key is for server-side upstream calls only: never pass it
 * to a client component.
 */
export async function requireSession(): Promise<{
  apiKey: string;
  resellerId: string;
  resellerName: string;
}> {
  const state = sessionState(await getSession(), Date.now());
  if (state.status !== 'active') redirect(signInPath(state.status));
  const { apiKey, resellerId, resellerName } = state.session;
  return { apiKey, resellerId, resellerName };
}

/** Longer names are cut for the header: the cookie must stay well under the browser's 4 KB limit. */
export const MAX_SESSION_NAME_LENGTH = 200;

/** Starts a fresh sign-in: replaces whatever the cookie held, with a new session id, and seals it. */
export async function startSession(
  session: IronSession<SessionData>,
  reseller: { apiKey: string; resellerId: string; resellerName: string },
  now: number,
): Promise<void> {
  const name = Array.from(reseller.resellerName);
  session.apiKey = reseller.apiKey;
  session.resellerId = reseller.resellerId;
  session.resellerName =
    name.length > MAX_SESSION_NAME_LENGTH
      ? `${name.slice(0, MAX_SESSION_NAME_LENGTH - 1).join('')}…`
      : reseller.resellerName;
  session.signedInAt = now;
  session.lastSeenAt = now;
  session.sessionId = randomBytes(16).toString('base64url');
  await session.save();
}

/**
 * Signs out: records the session id as ended until the session would have expired anyway, then clears the
 * cookie. If the record cannot be written the browser is still signed out (its cookie is cleared), but a
 * copy of the cookie taken earlier would then live until its idle or absolute limit: that is logged.
 */
export async function endSession(session: IronSession<SessionData>, now: number): Promise<void> {
  const { sessionId, signedInAt } = session;
  if (sessionId) {
    const expiresAt = (typeof signedInAt === 'number' ? signedInAt : now) + SESSION_MAX_AGE_MS;
    try {
      await getEndedSessions().record(sessionId, expiresAt, now);
    } catch (error) {
      log('error', 'dashboard.ended_sessions.write_failed', errorFields(error));
    }
  }
  session.destroy();
}
