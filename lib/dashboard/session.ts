import 'server-only';
import { getIronSession, type IronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getConfig } from '@/lib/config';
import { SESSION_MAX_AGE_MS, sessionState, signInPath, type SessionData } from './session-rules';

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
 * Opens the session in `jar`. A cookie that does not unseal (tampered, sealed with a retired password,
 * truncated) is an empty session, never an error: iron-session already does that for most damage and
 * throws for the rest (a wrong version prefix, for one).
 */
export async function openSession(jar: SessionCookieJar): Promise<IronSession<SessionData>> {
  const options = sessionOptions();
  try {
    return await getIronSession<SessionData>(jar, options);
  } catch {
    const withoutCookie: SessionCookieJar = { get: () => undefined, set: jar.set.bind(jar) };
    return getIronSession<SessionData>(withoutCookie, options);
  }
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

/** Starts a fresh sign-in: replaces whatever the cookie held and seals it. */
export async function startSession(
  session: IronSession<SessionData>,
  reseller: { apiKey: string; resellerId: string; resellerName: string },
  now: number,
): Promise<void> {
  session.apiKey = reseller.apiKey;
  session.resellerId = reseller.resellerId;
  session.resellerName = reseller.resellerName;
  session.signedInAt = now;
  session.lastSeenAt = now;
  await session.save();
}
