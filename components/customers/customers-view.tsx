'use client';

import { useTable } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table';
import { resolveUpdater, serverTableFeatures, type SortingState } from '@/components/data-table/features';
import { DataTablePagination } from '@/components/data-table/pagination';
import { SearchInput } from '@/components/data-table/search-input';
import { useTableParams } from '@/components/data-table/use-table-params';
import { useLazyTableQuery } from '@/components/data-table/use-lazy-table-query';
import { RetryError } from '@/components/ui/retry-error';
import { CUSTOMERS_QUERY } from '@/lib/graphql/documents/customers';
import type { CustomersQuery, CustomersQueryVariables } from '@/lib/graphql/generated/graphql';
import { customerColumns } from './customers-columns';
import { CustomersEmpty } from './customers-empty';
import { customersParsers, customersVariables, sortDirection } from './customers-params';
import { CustomersSortSelect } from './customers-sort-select';
import { CustomersStatusFilter } from './customers-status-filter';
import { CustomersTotal } from './customers-total';
import { CreateCustomerButton } from './create-customer-button';
import { ExportCustomersCsvButton } from './export-customers-csv-button';

/**
 * The customers page's live part: total, search, the table, paging; all of its state is in the URL. `first`:
 * the page of rows the server rendered for the URL it was asked for (null data: it could not get them).
 */
export function CustomersView({
  first,
}: {
  first: { variables: CustomersQueryVariables; data: CustomersQuery | null };
}) {
  const [params, setParams] = useTableParams(customersParsers);
  const { data, error, failed, refetch, variables, stale } = useLazyTableQuery(
    CUSTOMERS_QUERY,
    customersVariables(params),
    first,
  );

  const sorting: SortingState = params.sort
    ? [{ id: params.sort, desc: sortDirection(params) === 'desc' }]
    : [];
  const pagination = { pageIndex: params.page - 1, pageSize: params.size };
  const list = data?.handbookCustomers;

  const table = useTable({
    features: serverTableFeatures,
    columns: customerColumns,
    data: list?.customers ?? NO_ROWS,
    getRowId: (row) => row.userId,
    state: { sorting, pagination },
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    rowCount: list?.total ?? 0,
    onSortingChange: (updater) => {
      const [next] = resolveUpdater(updater, sorting);
      // A new order starts at the first page: page 7 of another order is somewhere else entirely.
      setParams({
        // Column ids are the URL's sort names (customers-columns.tsx); the parser keeps the type honest.
        sort: next ? customersParsers.sort.parse(next.id) : null,
        dir: next ? (next.desc ? 'desc' : 'asc') : null,
        page: null,
      });
    },
    onPaginationChange: (updater) => {
      const next = resolveUpdater(updater, pagination);
      setParams({ page: next.pageIndex + 1, size: next.pageSize });
    },
  });

  return (
    <div className="flex flex-col gap-4">
      <CustomersTotal
        everyone={data?.everyone.total ?? null}
        // The count of rows that failed to load would belong to another search: none rather than a stale one.
        matching={failed ? null : (list?.total ?? null)}
        search={params.q}
        status={params.status}
        stale={stale}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchInput
            id="customer-search"
            label="Search customers by name or email"
            placeholder="Search name or email"
            value={params.q}
            // Typing replaces: Back leaves the search rather than stepping through what was typed.
            onSearch={(q) => setParams({ q, page: null }, { history: 'replace' })}
          />
          <CustomersStatusFilter
            value={params.status}
            onChange={(status) => setParams({ status, page: null })}
          />
        </div>
        <CustomersSortSelect params={params} onChange={(order) => setParams({ ...order, page: null })} />
        <div className="flex gap-2">
          <ExportCustomersCsvButton variables={variables} total={list?.total ?? 0} />
          <CreateCustomerButton />
        </div>
      </div>
      {failed || !list ? (
        <RetryError error={error} retry={() => refetch()} title="Customers could not be loaded" />
      ) : (
        <>
          <DataTable
            table={table}
            label="Customers"
            stale={stale}
            pageKey={variables.offset}
            empty={
              <CustomersEmpty
                search={params.q}
                status={params.status}
                page={params.page}
                onClearSearch={() => setParams({ q: null, page: null })}
                onAllStatuses={() => setParams({ status: null, page: null })}
                onFirstPage={() => setParams({ page: null })}
              />
            }
          />
          <DataTablePagination
            table={table}
            pageIndex={pagination.pageIndex}
            pageSize={pagination.pageSize}
            noun="customers"
            stale={stale}
          />
        </>
      )}
    </div>
  );
}

const NO_ROWS: never[] = [];
