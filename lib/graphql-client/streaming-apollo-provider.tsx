'use client';

import { disableFragmentWarnings } from '@apollo/client';
import { ApolloNextAppProvider } from '@apollo/client-integration-nextjs';
import type { ReactNode } from 'react';
import { browserClient } from './browser-client';

// The integration re-parses streamed queries with graphql-tag, which then sees each fragment twice (printed
// and minified) and warns. Codegen already guarantees fragment names are unique.
disableFragmentWarnings();

/**
 * Apollo's Next integration with the one browser client: server-rendered query results stream into its
 * cache (named apart from Apollo's own ApolloProvider). `nonce`: the request's CSP nonce, for the inline scripts that carry server-rendered results over.
 */
export function StreamingApolloProvider({
  nonce,
  children,
}: {
  nonce: string | undefined;
  children: ReactNode;
}) {
  return (
    <ApolloNextAppProvider makeClient={browserClient} extraScriptProps={{ nonce }}>
      {children}
    </ApolloNextAppProvider>
  );
}
