import 'server-only';
import { headers } from 'next/headers';
import { nonceOf } from './security-headers';

/**
 * This request's script nonce, for server components that render inline scripts of their own (Apollo's
 * streamed query results: `<ApolloNextAppProvider extraScriptProps={{ nonce }}>`). Read from the policy the
 * root proxy put on the request, never from a header the browser could send.
 */
export async function cspNonce(): Promise<string | undefined> {
  return nonceOf((await headers()).get('content-security-policy'));
}
