import { NextResponse, type NextRequest } from 'next/server';
import { openSession, sessionOptions } from '@/lib/dashboard/session';
import { sessionState, signInPath, touchSession } from '@/lib/dashboard/session-rules';

/**
 * Page navigations count as use: pages cannot set cookies, so the idle timer is renewed here. A visit
 * without an active session goes to sign-in with the page to come back to. Pages still check the
 * session themselves (requireSession); this is convenience, not the guard.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  // Server actions (sign-out among them) POST to page URLs and manage the cookie themselves.
  if (request.method !== 'GET') return NextResponse.next();

  const now = Date.now();
  const response = NextResponse.next();
  const session = await openSession({
    get: request.cookies.get.bind(request.cookies),
    set: response.cookies.set.bind(response.cookies),
  });
  const state = sessionState(session, now);
  if (state.status === 'active') {
    await touchSession(session, now);
    return response;
  }

  const next = `${request.nextUrl.pathname}${request.nextUrl.search}`;
  const redirect = NextResponse.redirect(new URL(signInPath(state.status, next), request.url));
  // An expired or unreadable cookie is dropped, so later requests do not carry it around.
  if (request.cookies.has(sessionOptions().cookieName)) {
    (await openSession({ get: () => undefined, set: redirect.cookies.set.bind(redirect.cookies) })).destroy();
  }
  return redirect;
}

export const config = {
  matcher: ['/', '/customers/:path*', '/tokens/:path*'],
};
