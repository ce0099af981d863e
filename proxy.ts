import { NextResponse, type NextRequest } from 'next/server';
import { getConfig } from '@/lib/config';
import { builtActionIds, refusedAction } from '@/lib/dashboard/action-guard';
import {
  pdfDownloadWait,
  pdfLimitMessage,
  refusalPause,
} from '@/lib/dashboard/handbook-files/pdf-download-limit';
import { contentSecurityPolicy, createNonce } from '@/lib/dashboard/security-headers';
import { openSession, sessionOptions } from '@/lib/dashboard/session/session';
import { sessionState, touchSession } from '@/lib/dashboard/session/session-rules';
import { signInPath } from '@/lib/http/return-path';

/** The dashboard's pages: the only paths whose visits count as use of the session. */
export function isDashboardPage(pathname: string): boolean {
  return pathname === '/' || /^\/(customers|tokens|handbooks|usage|activity|settings)(\/|$)/.test(pathname);
}

const plainAnswer = (status: number, text: string, headers: Record<string, string> = {}) =>
  new NextResponse(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });

/**
 * Page navigations count as use: pages cannot set cookies, so the idle timer is renewed here. A visit
 * without an active session goes to sign-in with the page to come back to. Pages still check the
 * session themselves (requireSession); this is convenience, not the guard. A PDF download over its
 * reseller's limit (pdf-download-limit.ts) is refused here, before renewal re-seals the cookie and before
 * any route runs, after a pause: a flood's refusals must cost next to nothing.
 */
async function renewSession(request: NextRequest, requestHeaders: Headers): Promise<NextResponse> {
  const now = Date.now();
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  const session = await openSession({
    get: request.cookies.get.bind(request.cookies),
    set: response.cookies.set.bind(response.cookies),
  });
  const state = sessionState(session, now);
  if (state.status === 'active') {
    const wait = await pdfDownloadWait(request.nextUrl, state.session.resellerId, new Date(now));
    if (wait > 0) {
      await refusalPause();
      return plainAnswer(429, pdfLimitMessage(wait), { 'retry-after': String(wait) });
    }
    await touchSession(session, now);
    return response;
  }

  const next = `${request.nextUrl.pathname}${request.nextUrl.search}`;
  const redirect = NextResponse.redirect(new URL(signInPath(state.status, next), request.url));
  // An expired, ended or unreadable cookie is dropped, so later requests do not carry it around.
  if (request.cookies.has(sessionOptions().cookieName)) {
    (await openSession({ get: () => undefined, set: redirect.cookies.set.bind(redirect.cookies) })).destroy();
  }
  return redirect;
}

/**
 * The one canonical form of a path: no trailing slash, no repeated slashes. Next's own trailing-slash
 * redirect answers without the headers of next.config.mjs, so next.config.mjs turns it off
 * (skipTrailingSlashRedirect) and it is made here, where the answer gets every header. Next answers repeated
 * slashes itself before this runs; they are collapsed here too so that this Location can never leave the
 * origin (`//host.example/` without its last slash would).
 */
function canonicalRedirect(request: NextRequest): NextResponse | null {
  // A plain URL: a copy of nextUrl remembers the trailing slash and puts it back.
  const url = new URL(request.url);
  const canonical = url.pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  if (canonical === url.pathname) return null;
  url.pathname = canonical;
  return NextResponse.redirect(url, 308);
}

/**
 * A path whose percent-escapes do not decode to text (`/customers/%ED%A0%80`, half of a UTF-16 pair) names
 * nothing. Next fails on it after this proxy and answers a bare 500; it is the client's mistake, said here.
 */
function undecodablePath(request: NextRequest): NextResponse | null {
  try {
    decodeURIComponent(request.nextUrl.pathname);
    return null;
  } catch {
    return plainAnswer(400, 'Bad request: this address is not valid.');
  }
}

/**
 * Every answer of the dashboard (pages and its API routes, redirects included) gets a Content-Security-Policy
 * with a fresh script nonce. It goes on the request too: Next reads the nonce from there and puts it on the
 * scripts it renders.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { production } = getConfig();
  const requestHeaders = new Headers(request.headers);
  // Whatever the browser sent under this name must not choose the nonce Next renders.
  requestHeaders.delete('content-security-policy');
  const policy = contentSecurityPolicy({ nonce: createNonce(), production });
  requestHeaders.set('content-security-policy', policy);

  // Server actions (sign-out among them) POST to page URLs and manage the cookie themselves.
  const response =
    undecodablePath(request) ??
    (await refusedAction(request, builtActionIds())) ??
    canonicalRedirect(request) ??
    (request.method === 'GET' && isDashboardPage(request.nextUrl.pathname)
      ? await renewSession(request, requestHeaders)
      : NextResponse.next({ request: { headers: requestHeaders } }));
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  // Everything but Next's static files (fingerprinted scripts and styles, no HTML among them) and the
  // Handbook service's two APIs. Those answer programs with JSON and render no page, so a nonce and a
  // session mean nothing to them, and this proxy was half of their cost per request under load;
  // next.config.mjs gives them a fixed policy instead.
  matcher: ['/((?!_next/static|_next/image|api/graphql-public$|api/graphql-reseller$).*)'],
};
