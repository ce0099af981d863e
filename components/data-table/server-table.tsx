'use client';

import type { ReactTable, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { RetryError } from '@/components/ui/retry-error';
import { DataTable } from './data-table';
import type { ServerTableFeatures } from './features';
import { DataTablePagination } from './pagination';
import type { TableRows } from './table-source';
import type { TablePage } from './use-server-table';

/** What useServerTable gives a view, as far as showing the table goes. */
interface ServerTableState<TRow extends RowData> {
  table: ReactTable<ServerTableFeatures, TRow>;
  pagination: { pageIndex: number; pageSize: number };
  list: TablePage<TRow> | undefined;
  query: TableRows<unknown, { offset?: number | null }>;
}

/**
 * A server-paged table as every list view shows it: the rows and the pager, or, when the wanted rows could
 * not be loaded, why in plain words and a retry. `aboveRows` sits between them and the table while rows show
 * (a bulk action bar); `retry` replaces the query's own refetch when more than the rows must be asked again.
 */
export function ServerTable<TRow extends RowData>({
  state,
  label,
  noun,
  errorTitle,
  empty,
  aboveRows,
  retry,
}: {
  state: ServerTableState<TRow>;
  label: string;
  /** What the pager counts ("customers"). */
  noun: string;
  errorTitle: string;
  empty: ReactNode;
  aboveRows?: ReactNode;
  retry?: () => Promise<unknown>;
}) {
  const { table, pagination, list, query } = state;
  if (query.failed || !list) {
    return <RetryError error={query.error} retry={retry ?? query.refetch} title={errorTitle} />;
  }
  return (
    <>
      {aboveRows}
      <DataTable
        table={table}
        label={label}
        stale={query.stale}
        pageKey={query.variables.offset ?? undefined}
        empty={empty}
      />
      <DataTablePagination
        table={table}
        pageIndex={pagination.pageIndex}
        pageSize={pagination.pageSize}
        noun={noun}
        stale={query.stale}
      />
    </>
  );
}
