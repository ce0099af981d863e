'use client';

import { useApolloClient } from '@apollo/client/react';
import { useTable } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table';
import { ExportCsvButton } from '@/components/data-table/export-csv-button';
import { resolveUpdater, serverTableFeatures } from '@/components/data-table/features';
import { DataTablePagination } from '@/components/data-table/pagination';
import { useTableParams } from '@/components/data-table/use-table-params';
import { useTableQuery } from '@/components/data-table/use-table-query';
import { RetryError } from '@/components/ui/retry-error';
import { ACTIVITY_QUERY } from '@/lib/graphql/documents/activity';
import { activityColumns } from './activity-columns';
import { ActivityEmpty } from './activity-empty';
import { ActivityFilters } from './activity-filters';
import { activityParsers, activityVariables } from './activity-params';

/** The activity page's live part: filters, the events, paging and export; all of its state is in the URL. */
export function ActivityView() {
  const client = useApolloClient();
  const [params, setParams] = useTableParams(activityParsers);
  const { data, error, failed, refetch, variables, stale } = useTableQuery(
    ACTIVITY_QUERY,
    activityVariables(params),
  );
  const list = data?.activity;
  const pagination = { pageIndex: params.page - 1, pageSize: params.size };

  const table = useTable({
    features: serverTableFeatures,
    columns: activityColumns,
    data: list?.events ?? NO_ROWS,
    getRowId: (row) => row.eventId,
    state: { pagination },
    manualPagination: true,
    rowCount: list?.total ?? 0,
    onPaginationChange: (updater) => {
      const next = resolveUpdater(updater, pagination);
      setParams({ page: next.pageIndex + 1, size: next.pageSize });
    },
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <ActivityFilters
          action={params.action}
          subject={params.subject}
          onAction={(action) => setParams({ action, page: null })}
          // Typing replaces: Back leaves the filter rather than stepping through what was typed.
          onSubject={(subject) => setParams({ subject, page: null }, { history: 'replace' })}
        />
        <ExportCsvButton
          total={list?.total ?? 0}
          exportRows={async (onProgress) => {
            const { exportActivityCsv } = await import('./export-activity-csv');
            await exportActivityCsv(client, variables, onProgress);
          }}
        />
      </div>
      {error && (!list || failed) ? (
        <RetryError error={error} retry={() => refetch()} title="Activity could not be loaded" />
      ) : (
        <>
          <DataTable
            table={table}
            label="Activity"
            stale={stale}
            pageKey={variables.offset}
            empty={
              <ActivityEmpty
                page={params.page}
                filtered={params.action !== null || params.subject !== ''}
                onFirstPage={() => setParams({ page: null })}
                onClearFilters={() => setParams({ action: null, subject: null, page: null })}
              />
            }
          />
          <DataTablePagination
            table={table}
            pageIndex={pagination.pageIndex}
            pageSize={pagination.pageSize}
            noun="events"
            stale={stale}
          />
        </>
      )}
    </div>
  );
}

const NO_ROWS: never[] = [];
