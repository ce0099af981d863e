import { useTable } from '@tanstack/react-table';
import { resolveUpdater, serverTableFeatures, type SortingState } from '@/components/data-table/features';
import type { SetTableParams } from '@/components/data-table/use-table-params';
import type { CustomersQuery } from '@/lib/graphql/generated/graphql';
import { customerColumns } from './customers-columns';
import { customersParsers, sortDirection, type CustomersParams } from './customers-params';

/** The customers table over one page of rows; its order and page are the URL's, and change it. */
export function useCustomersTable({
  list,
  params,
  setParams,
}: {
  list: CustomersQuery['handbookCustomers'] | undefined;
  params: CustomersParams;
  setParams: SetTableParams<typeof customersParsers>;
}) {
  const sorting: SortingState = params.sort
    ? [{ id: params.sort, desc: sortDirection(params) === 'desc' }]
    : [];
  const pagination = { pageIndex: params.page - 1, pageSize: params.size };

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

  return { table, pagination };
}

const NO_ROWS: never[] = [];
