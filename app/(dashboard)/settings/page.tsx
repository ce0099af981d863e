import type { Metadata } from 'next';
import { queryOrNull, queryOrThrow } from '@/app/_lib/apollo-rsc';
import { PageHeader } from '@/components/layout/page-header';
import { SettingsNav } from '@/components/layout/settings-nav';
import {
  deliveriesVariables,
  loadWebhookSettingsParams,
  selectedEndpoint,
} from '@/components/webhooks/webhook-settings-params';
import { WebhookSettingsView } from '@/components/webhooks/webhook-settings-view';
import { requireSession } from '@/lib/dashboard/session/session';
import { WEBHOOK_DELIVERIES_QUERY, WEBHOOK_ENDPOINTS_QUERY } from '@/lib/graphql-client/documents/webhooks';

export const metadata: Metadata = { title: 'Settings' };

export default async function SettingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireSession();
  const params = await loadWebhookSettingsParams(searchParams);
  // The endpoints first: which one's deliveries the page opens on depends on them.
  const { webhookEndpoints } = await queryOrThrow(WEBHOOK_ENDPOINTS_QUERY, {});
  const selected = selectedEndpoint(webhookEndpoints, params.endpoint);
  const variables = selected ? deliveriesVariables(selected.endpointId, params) : null;
  // The HTML arrives with the endpoints and the selected one's first deliveries, as props: the page ships no
  // Apollo until it is needed (see the customers page).
  const deliveries = variables ? await queryOrNull(WEBHOOK_DELIVERIES_QUERY, variables) : null;
  return (
    <>
      <PageHeader
        title="Settings"
        description="Webhooks: signed events sent to your systems as things happen."
      />
      <SettingsNav current="/settings" />
      <WebhookSettingsView
        endpoints={webhookEndpoints}
        firstDeliveries={variables ? { variables, data: deliveries } : null}
      />
    </>
  );
}
