import { ApolloLink, HttpLink } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { ApolloClient, InMemoryCache } from '@apollo/client-integration-nextjs';
import { throwError } from 'rxjs';
import { API_PATHS } from '../contract/api-paths';
import { signInPath } from '../http/return-path';
import { cacheConfig } from './cache';
import { isKeyRevoked, isSessionEnded } from './errors';

let leaving = false;

/** A 401 or UNAUTHENTICATED from the GraphQL relay: the session has ended, so go to sign-in once, not per query. */
const sessionEndedLink = new ErrorLink(({ error }) => {
  if (typeof window === 'undefined' || leaving || !isSessionEnded(error)) return;
  leaving = true;
  const reason = isKeyRevoked(error) ? 'key-revoked' : 'expired';
  window.location.assign(signInPath(reason, window.location.pathname + window.location.search));
});

/**
 * Server rendering of client components never fetches: their first rows come from the server page as props,
 * and the browser's cookie would not be here anyway. A query that reaches this link fails on the server and
 * runs again in the browser.
 */
const notPreloadedLink = new ApolloLink((operation) =>
  throwError(
    () => new Error(`Query ${operation.operationName ?? ''} was not preloaded for server rendering.`),
  ),
);

function makeClient() {
  const terminal =
    typeof window === 'undefined'
      ? notPreloadedLink
      : new HttpLink({ uri: API_PATHS.dashboard, credentials: 'same-origin' });
  return new ApolloClient({
    cache: new InMemoryCache(cacheConfig),
    link: ApolloLink.from([sessionEndedLink, terminal]),
  });
}

let browser: ApolloClient | undefined;

/**
 * The dashboard's Apollo client: in the browser one for the whole visit, loaded when an interaction first
 * needs it (loadBrowserClient), so every page shares one cache; on the server a new one each time.
 */
export function browserClient(): ApolloClient {
  if (typeof window === 'undefined') return makeClient();
  return (browser ??= makeClient());
}
