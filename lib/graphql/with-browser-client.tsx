'use client';

import { ApolloProvider } from '@apollo/client/react';
import type { ComponentType } from 'react';
import { browserClient } from './browser-client';

/**
 * Apollo's hooks for a component loaded on demand (a dialog) on a page without a page-wide ApolloProvider:
 * the browser's one client, so what the component changes reaches every page's cache.
 */
export function withBrowserClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function WithBrowserClient(props: P) {
    return (
      <ApolloProvider client={browserClient()}>
        <Component {...props} />
      </ApolloProvider>
    );
  };
}
