'use client';

import { ApolloLink, disableFragmentWarnings, HttpLink } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { ApolloClient, ApolloNextAppProvider, InMemoryCache } from '@apollo/client-integration-nextjs';
import { throwError } from 'rxjs';
import type { ReactNode } from 'react';
import { API_PATHS } from '../contract/api-paths';
import { cacheConfig } from './cache';
import { isSessionEnded, signInAgainPath } from './errors';

// The integration re-parses streamed queries with graphql-tag, which then sees each fragment twice (printed
// and minified) and warns. Codegen already guarantees fragment names are unique.
disableFragmentWarnings();

let leaving = false;

/** A 401 or UNAUTHENTICATED from the GraphQL relay: the session has ended, so go to sign-in once, not per query. */
const sessionEndedLink = new ErrorLink(({ error }) => {
  if (typeof window === 'undefined' || leaving || !isSessionEnded(error)) return;
  leaving = true;
  window.location.assign(signInAgainPath(window.location.pathname + window.location.search));
});

/**
 * Server rendering of client components never fetches: the page's PreloadQuery streams every query they
 * read, and the browser's cookie would not be here anyway. A query that reaches this link was not
 * preloaded; it fails on the server and runs again in the browser.
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

/** `nonce`: the request's CSP nonce, for the inline scripts that carry server-rendered results over. */
export function ApolloProvider({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return (
    <ApolloNextAppProvider makeClient={makeClient} extraScriptProps={{ nonce }}>
      {children}
    </ApolloNextAppProvider>
  );
}
