/**
 * The page to come back to after signing in (`/sign-in?next=…`). Read by the sign-in page and its action,
 * and written by the root proxy, requireSession and the browser's session-ended redirect: all through
 * `returnPath`, so that what one side accepts the other cannot read differently. Browser code imports this
 * too, hence no `server-only`.
 */

// A host that no request ever names: a path that leaves it on parsing would leave this site in a browser.
const DUMMY_ORIGIN = 'http://return-path.invalid';

// Well above any real dashboard address (a table's state in the query included), far below a header's limit.
const MAX_LENGTH = 2048;

/**
 * The parsed form of `raw` when it names a page of this site: `pathname + search + hash` of the WHATWG URL,
 * the exact value that was checked. Null for anything else: another origin, a scheme, `//host` and its
 * disguises (`/.//host`, `/%2e//host`, `\host`, `/\t/host`, all of which browsers normalise into
 * `//host`), the sign-in page itself (a loop) and the APIs (no page to show).
 */
export function returnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_LENGTH || !raw.startsWith('/')) return null;
  const path = sameOriginPath(raw);
  // Parsing again must give the same path: a normalised `//host` would now parse as that host.
  if (path === null || sameOriginPath(path) !== path) return null;
  const { pathname } = new URL(path, DUMMY_ORIGIN);
  if (pathname === '/sign-in' || pathname === '/api' || pathname.startsWith('/api/')) return null;
  return path;
}

function sameOriginPath(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw, DUMMY_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== DUMMY_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where someone without an active session goes: the sign-in page, told why (`expired`) and where to come
 * back to. A `next` that `returnPath` refuses is left out; `/` is the default after sign-in anyway.
 */
export function signInPath(state: 'expired' | 'none', next?: string): string {
  const params = new URLSearchParams();
  if (state === 'expired') params.set('reason', 'expired');
  const back = returnPath(next);
  if (back !== null && back !== '/') params.set('next', back);
  const query = params.toString();
  return query ? `/sign-in?${query}` : '/sign-in';
}
