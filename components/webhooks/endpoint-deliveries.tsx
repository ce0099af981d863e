'use client';

import { useTable } from '@tanstack/react-table';
import { startTransition, useEffect } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { resolveUpdater, serverTableFeatures } from '@/components/data-table/features';
import { DataTablePagination } from '@/components/data-table/pagination';
import type { PageParams } from '@/components/data-table/table-params';
import { useTableQuery } from '@/components/data-table/use-table-query';
import { RetryError } from '@/components/ui/retry-error';
import { EmptyState } from '@/components/ui/states';
import { WEBHOOK_DELIVERIES_QUERY } from '@/lib/graphql/documents/webhooks';
import { WebhookDeliveryStatus, type WebhookEndpointFieldsFragment } from '@/lib/graphql/generated/graphql';
import { deliveryColumns } from './delivery-columns';
import { deliveriesVariables } from './webhook-settings-params';

// While a delivery waits for an attempt, its row is asked for again this often, so "Queued" turns into
// "Delivered" (or "Retrying") without a reload.
const PENDING_REFRESH_MS = 2_000;

/** One endpoint's deliveries, newest first, with paging in the URL and a redeliver button per row. */
export function EndpointDeliveries({
  endpoint,
  page,
  setPage,
}: {
  endpoint: WebhookEndpointFieldsFragment;
  page: PageParams;
  setPage: (page: PageParams) => void;
}) {
  const { data, error, failed, refetch, variables, stale } = useTableQuery(
    WEBHOOK_DELIVERIES_QUERY,
    deliveriesVariables(endpoint.endpointId, page),
  );
  const list = data?.webhookDeliveries;
  const pending = list?.deliveries.some((d) => d.status === WebhookDeliveryStatus.Pending) ?? false;

  useEffect(() => {
    if (!pending) return;
    // In a transition: the rows stay on screen while the fresh ones load.
    const timer = setInterval(() => startTransition(() => void refetch()), PENDING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [pending, refetch]);

  const pagination = { pageIndex: page.page - 1, pageSize: page.size };
  const table = useTable({
    features: serverTableFeatures,
    columns: deliveryColumns,
    data: list?.deliveries ?? NO_ROWS,
    getRowId: (row) => row.deliveryId,
    state: { sorting: NO_SORTING, pagination },
    enableSorting: false,
    manualSorting: true,
    manualPagination: true,
    rowCount: list?.total ?? 0,
    onPaginationChange: (updater) => {
      const next = resolveUpdater(updater, pagination);
      setPage({ page: next.pageIndex + 1, size: next.pageSize });
    },
  });

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
      {error && (!list || failed) ? (
        <RetryError error={error} retry={() => refetch()} title="Deliveries could not be loaded" />
      ) : (
        <>
          <DataTable
            table={table}
            label={`Deliveries to ${name}`}
            stale={stale}
            pageKey={variables.offset}
            empty={
              <EmptyState title={page.page > 1 ? 'No deliveries on this page' : 'No deliveries yet'}>
                {page.page > 1 ? null : 'Send a test event to see one arrive.'}
              </EmptyState>
            }
          />
          <DataTablePagination
            table={table}
            pageIndex={pagination.pageIndex}
            pageSize={pagination.pageSize}
            noun="deliveries"
            stale={stale}
          />
        </>
      )}
    </section>
  );
}

const NO_ROWS: never[] = [];
const NO_SORTING: never[] = [];
