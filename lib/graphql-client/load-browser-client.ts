import type { ApolloClient } from '@apollo/client';

/**
 * The browser's Apollo client (browser-client.ts), its code fetched on first use: a page whose first rows
 * come from the server loads Apollo only when an interaction needs it (other rows, a change, an export).
 */
export async function loadBrowserClient(): Promise<ApolloClient> {
  const { browserClient } = await import('./browser-client');
  return browserClient();
}
