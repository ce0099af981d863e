'use client';

import { DataTable } from '@/components/data-table/data-table';
import { DataTablePagination } from '@/components/data-table/pagination';
import { useTableParams } from '@/components/data-table/use-table-params';
import { useLazyTableQuery } from '@/components/data-table/use-lazy-table-query';
import { RetryError } from '@/components/ui/retry-error';
import { CUSTOMERS_QUERY } from '@/lib/graphql/documents/customers';
import type { CustomersQuery, CustomersQueryVariables } from '@/lib/graphql/generated/graphql';
import { CustomersEmpty } from './customers-empty';
import { customersParsers, customersVariables } from './customers-params';
import { CustomersToolbar } from './customers-toolbar';
import { CustomersTotal } from './customers-total';
import { useCustomersTable } from './use-customers-table';

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

  const list = data?.handbookCustomers;
  const { table, pagination } = useCustomersTable({ list, params, setParams });

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
      <CustomersToolbar
        params={params}
        setParams={setParams}
        variables={variables}
        total={list?.total ?? 0}
      />
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
