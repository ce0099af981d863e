'use client';

import { ServerTable } from '@/components/data-table/server-table';
import { useServerTable } from '@/components/data-table/use-server-table';
import type { CustomersQuery, CustomersQueryVariables } from '@/lib/graphql-client/generated/graphql';
import { customerColumns } from './customers-columns';
import { CustomersEmpty } from './customers-empty';
import { customersParsers, customersSorting, customersVariables } from './customers-params';
import { customersSource } from './customers-source';
import { CustomersToolbar } from './customers-toolbar';
import { CustomersTotal } from './customers-total';

/**
 * The customers page's live part: total, search, the table, paging; all of its state is in the URL. `first`:
 * the page of rows the server rendered for the URL it was asked for (null data: it could not get them).
 */
export function CustomersView({
  first,
}: {
  first: { variables: CustomersQueryVariables; data: CustomersQuery | null };
}) {
  const state = useServerTable({
    parsers: customersParsers,
    source: customersSource,
    variables: customersVariables,
    first,
    page: (data) => ({ rows: data.handbookCustomers.customers, total: data.handbookCustomers.total }),
    columns: customerColumns,
    getRowId: (row) => row.userId,
    sorting: customersSorting,
  });
  const { params, setParams, setFilters, setSearch, query, list } = state;

  return (
    <div className="flex flex-col gap-4">
      <CustomersTotal
        everyone={query.data?.everyone.total ?? null}
        // The count of rows that failed to load would belong to another search: none rather than a stale one.
        matching={query.failed ? null : (list?.total ?? null)}
        search={params.q}
        status={params.status}
        access={params.access}
        stale={query.stale}
      />
      <CustomersToolbar
        params={params}
        setFilters={setFilters}
        setSearch={setSearch}
        variables={query.variables}
        total={list?.total ?? 0}
      />
      <ServerTable
        state={state}
        label="Customers"
        noun="customers"
        errorTitle="Customers could not be loaded"
        empty={
          <CustomersEmpty
            search={params.q}
            status={params.status}
            access={params.access}
            page={params.page}
            onClearSearch={() => setFilters({ q: null })}
            onAllStatuses={() => setFilters({ status: null })}
            onAllAccess={() => setFilters({ access: null })}
            onFirstPage={() => setParams({ page: null })}
          />
        }
      />
    </div>
  );
}
