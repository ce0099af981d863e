import type { Metadata } from 'next';
import { PreloadQuery, queryOrThrow } from '@/app/_lib/apollo-rsc';
import { WithApollo } from '@/app/_lib/with-apollo';
import { PageHeader } from '@/components/layout/page-header';
import {
  deliveriesVariables,
  loadWebhooksParams,
  selectedEndpoint,
} from '@/components/webhooks/webhooks-params';
import { WebhooksView } from '@/components/webhooks/webhooks-view';
import { requireSession } from '@/lib/dashboard/session';
import { WEBHOOK_DELIVERIES_QUERY, WEBHOOK_ENDPOINTS_QUERY } from '@/lib/graphql/documents/webhooks';

export const metadata: Metadata = { title: 'Settings' };

export default async function SettingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireSession();
  const params = await loadWebhooksParams(searchParams);
  // The endpoints first: which one's deliveries the page opens on depends on them.
  const { webhookEndpoints } = await queryOrThrow(WEBHOOK_ENDPOINTS_QUERY, {});
  const selected = selectedEndpoint(webhookEndpoints, params.endpoint);
  const view = <WebhooksView />;
  return (
    <WithApollo>
      <PageHeader
        title="Settings"
        description="Webhooks: signed events sent to your systems as things happen."
      />
      {/* The HTML arrives with the endpoints and the selected one's first deliveries. */}
      <PreloadQuery query={WEBHOOK_ENDPOINTS_QUERY}>
        {selected ? (
          <PreloadQuery
            query={WEBHOOK_DELIVERIES_QUERY}
            variables={deliveriesVariables(selected.endpointId, params)}
          >
            {view}
          </PreloadQuery>
        ) : (
          view
        )}
      </PreloadQuery>
    </WithApollo>
  );
}
