'use client';

import { useEffect } from 'react';
import { ServerTable } from '@/components/data-table/server-table';
import { pageParsers, type PageParams } from '@/components/data-table/table-params';
import type { FirstRows } from '@/components/data-table/table-source';
import { lazyQuery } from '@/components/data-table/use-lazy-table-query';
import { useServerTable } from '@/components/data-table/use-server-table';
import { EmptyState } from '@/components/ui/states';
import { WEBHOOK_DELIVERIES_QUERY } from '@/lib/graphql-client/documents/webhooks';
import { usePageRefresh } from '@/lib/graphql-client/page-refresh';
import {
  WebhookDeliveryStatus,
  type WebhookDeliveriesQuery,
  type WebhookDeliveriesQueryVariables,
  type WebhookEndpointFieldsFragment,
} from '@/lib/graphql-client/generated/graphql';
import { deliveryColumns } from './delivery-columns';
import { DroppedEvents } from './dropped-events';
import { deliveriesVariables } from './webhook-settings-params';

const deliveriesSource = lazyQuery(WEBHOOK_DELIVERIES_QUERY);

// While a delivery waits for an attempt, the page is rendered again this long after its last render landed,
// so "Queued" turns into "Delivered" (or "Retrying") without a reload. Counted from the last render, not on a
// fixed beat: a server slower than the interval is never asked for a second render while one is under way.
const PENDING_REFRESH_MS = 2_000;

/**
 * One endpoint's deliveries, newest first, with paging in the URL and a redeliver button per row. `first`:
 * the page of deliveries the server rendered (the selected endpoint's when the page was asked for).
 */
export function EndpointDeliveries({
  endpoint,
  first,
}: {
  endpoint: WebhookEndpointFieldsFragment;
  first: FirstRows<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
}) {
  const refreshPage = usePageRefresh();
  const state = useServerTable({
    parsers: pageParsers,
    source: deliveriesSource,
    variables: (page: PageParams) => deliveriesVariables(endpoint.endpointId, page),
    first,
    // No list (an endpoint gone meanwhile): no deliveries to show, as the table's empty state says.
    page: ({ webhookDeliveries: list }) => ({ rows: list?.deliveries ?? [], total: list?.total ?? 0 }),
    columns: deliveryColumns,
    getRowId: (row) => row.deliveryId,
  });
  const { params, list } = state;
  const pending = list?.rows.some((d) => d.status === WebhookDeliveryStatus.Pending) ?? false;

  useEffect(() => {
    if (!pending) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    // The rows stay on screen while the server renders the fresh ones (a transition).
    const after = () => {
      timer = setTimeout(() => void refreshPage().then(() => stopped || after()), PENDING_REFRESH_MS);
    };
    after();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [pending, refreshPage]);

  const name = endpoint.description ?? endpoint.url;
  return (
    <section aria-labelledby="deliveries-heading" className="flex flex-col gap-3">
      <div className="min-w-0">
        <h2 id="deliveries-heading" className="text-lg font-semibold break-words">
          Deliveries to {name}
        </h2>
        <p className="text-sm text-muted">
          Each is tried until the endpoint answers 2xx within 10 seconds, with growing pauses for about a day
          and a half; every attempt carries the same <code className="font-mono text-xs">webhook-id</code>.
        </p>
      </div>
      <DroppedEvents count={endpoint.droppedCount} enabled={endpoint.enabled} />
      <ServerTable
        state={state}
        label={`Deliveries to ${name}`}
        noun="deliveries"
        errorTitle="Deliveries could not be loaded"
        empty={
          <EmptyState title={params.page > 1 ? 'No deliveries on this page' : 'No deliveries yet'}>
            {params.page > 1 ? null : 'Send a test event to see one arrive.'}
          </EmptyState>
        }
      />
    </section>
  );
}
