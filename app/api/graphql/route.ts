import { measuredRoute } from '@/app/_lib/measured-route';
import { getResellerApi } from '@/app/_lib/reseller-api';
import { getConfig } from '@/lib/config';
import { handleGraphqlRelay } from '@/lib/dashboard/relay/graphql-relay';
import { getSession } from '@/lib/dashboard/session/session';

// The dashboard's GraphQL endpoint for the browser; every method reaches the GraphQL relay, which answers 405.
const handle = measuredRoute('/api/graphql', async (request: Request): Promise<Response> => {
  return handleGraphqlRelay(request, {
    session: await getSession(),
    upstream: getResellerApi(),
    proxyTrust: getConfig().proxyTrust,
  });
});

export { handle as DELETE, handle as GET, handle as OPTIONS, handle as PATCH, handle as POST, handle as PUT };
