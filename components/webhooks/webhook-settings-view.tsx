'use client';

import { Allowed, NotAllowedNote } from '@/components/auth/permissions';
import { useState } from 'react';
import type { FirstRows } from '@/components/data-table/table-source';
import { useTableParams } from '@/components/data-table/use-table-params';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/states';
import type {
  WebhookDeliveriesQuery,
  WebhookDeliveriesQueryVariables,
  WebhookEndpointFieldsFragment,
} from '@/lib/graphql-client/generated/graphql';
import { AddEndpointDialog } from './add-endpoint-dialog';
import { EndpointCard } from './endpoint-card';
import { EndpointDeliveries } from './endpoint-deliveries';
import { selectedEndpoint, webhookSettingsParsers } from './webhook-settings-params';

/**
 * The settings page (/settings): the reseller's webhook endpoints, and the deliveries of the one selected
 * (the first by default). The server page renders both (`firstDeliveries`: the selected one's first page;
 * null when there is no endpoint) and renders them again after every change (useChangeMutation).
 */
export function WebhookSettingsView({
  endpoints: list,
  firstDeliveries,
}: {
  endpoints: WebhookEndpointFieldsFragment[];
  firstDeliveries: FirstRows<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables> | null;
}) {
  const [params, setParams] = useTableParams(webhookSettingsParsers);
  const [adding, setAdding] = useState(false);
  const selected = selectedEndpoint(list, params.endpoint);
  const select = (endpointId: string) => setParams({ endpoint: endpointId, page: null });

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="endpoints-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <h2 id="endpoints-heading" className="text-lg font-semibold">
              Webhook endpoints
            </h2>
            <p className="text-sm text-muted">
              Your systems hear when tokens are issued, renewed, revoked, about to expire or expired, and when
              customers are added or deleted.
            </p>
          </div>
          <Allowed
            mutation="createWebhookEndpoint"
            fallback={<NotAllowedNote what="You can see the endpoints and their deliveries." />}
          >
            <Button variant="primary" onClick={() => setAdding(true)}>
              Add endpoint
            </Button>
          </Allowed>
        </div>
        {list.length === 0 ? (
          <div className="rounded-lg border border-line bg-surface">
            <EmptyState title="No webhook endpoints yet">
              <Allowed
                mutation="createWebhookEndpoint"
                fallback="An admin of your team can add one to receive signed events."
              >
                Add one to receive signed events at an address of yours.
              </Allowed>
            </EmptyState>
          </div>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Webhook endpoints">
            {list.map((endpoint) => (
              <EndpointCard
                key={endpoint.endpointId}
                endpoint={endpoint}
                selected={endpoint.endpointId === selected?.endpointId}
                onSelect={() => select(endpoint.endpointId)}
              />
            ))}
          </ul>
        )}
      </section>
      {selected && firstDeliveries ? (
        <EndpointDeliveries endpoint={selected} first={firstDeliveries} />
      ) : null}
      {adding ? <AddEndpointDialog onClose={() => setAdding(false)} onCreated={select} /> : null}
    </div>
  );
}
