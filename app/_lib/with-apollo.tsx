import 'server-only';
import type { ReactNode } from 'react';
import { cspNonce } from '@/lib/dashboard/csp-nonce';
import { StreamingApolloProvider } from '@/lib/graphql-client/streaming-apollo-provider';

/**
 * Apollo in the browser for a page whose client components read queries (PreloadQuery, hooks): the outdated
 * handbooks. Around those pages only, not in the dashboard's layout: the pages rendered whole on the server
 * (the overview) and those whose server page passes its rows as props (customers, a customer, a handbook,
 * tokens, activity, settings), which load Apollo on demand, then ship none of it in their first load.
 */
export async function WithApollo({ children }: { children: ReactNode }) {
  return <StreamingApolloProvider nonce={await cspNonce()}>{children}</StreamingApolloProvider>;
}
