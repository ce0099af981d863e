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
  const url = sameOriginUrl(raw);
  if (url === null) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Parsing the result must give it back unchanged: a normalised `//host` would now parse as that host.
  const again = sameOriginUrl(path);
  if (again === null || again.href !== url.href) return null;
  if (url.pathname === '/sign-in' || url.pathname === '/api' || url.pathname.startsWith('/api/')) return null;
  return path;
}

function sameOriginUrl(raw: string): URL | null {
  try {
    const url = new URL(raw, DUMMY_ORIGIN);
    return url.origin === DUMMY_ORIGIN ? url : null;
  } catch {
    return null;
  }
}

/**
 * What the dashboard's GraphQL relay answers (401) when the service refused the session's key. The contract
 * answers a revoked key and a wrong one alike (`Invalid token`), but this key signed in earlier, and keys
 * never expire: only support revokes or rotates them. So it was revoked, and the person is told so.
 */
export const KEY_REVOKED_MESSAGE = 'This API key was revoked. Sign in with your current key.';

/**
 * Where someone without an active session goes: the sign-in page, told why (`expired`, or `key-revoked` when
 * the service refused the session's key) and where to come back to. A `next` that `returnPath` refuses is
 * left out; `/` is the default after sign-in anyway.
 */
export function signInPath(state: 'expired' | 'key-revoked' | 'none', next?: string): string {
  const params = new URLSearchParams();
  if (state !== 'none') params.set('reason', state);
  const back = returnPath(next);
  if (back !== null && back !== '/') params.set('next', back);
  const query = params.toString();
  return query ? `/sign-in?${query}` : '/sign-in';
}
