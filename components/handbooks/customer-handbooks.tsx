'use client';

import { useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Allowed } from '@/components/auth/permissions';
import { DataTable } from '@/components/data-table/data-table';
import { serverTableFeatures } from '@/components/data-table/features';
import type { FirstRows } from '@/components/data-table/table-source';
import { useLazyTableQuery } from '@/components/data-table/use-lazy-table-query';
import { RetryError } from '@/components/ui/retry-error';
import { EmptyState } from '@/components/ui/states';
import { CUSTOMER_HANDBOOKS_QUERY } from '@/lib/graphql-client/documents/handbooks';
import type {
  CustomerHandbooksQuery,
  CustomerHandbooksQueryVariables,
} from '@/lib/graphql-client/generated/graphql';
import { handbookColumns } from './handbook-columns';

/**
 * One customer's handbooks, newest first, each a link to its page and with its delete button. `first`: the
 * list the server rendered with the page, which every change renders again (null data: it could not get
 * it, and the browser asks itself).
 */
export function CustomerHandbooks({
  first,
}: {
  first: FirstRows<CustomerHandbooksQuery, CustomerHandbooksQueryVariables>;
}) {
  const { data, error, refetch } = useLazyTableQuery(CUSTOMER_HANDBOOKS_QUERY, first.variables, first);
  const list = data?.customerHandbooks;
  const countries = data?.handbookCountries;
  const columns = useMemo(() => handbookColumns(countries ?? NO_ROWS), [countries]);
  const table = useTable({
    features: serverTableFeatures,
    columns,
    data: list?.handbooks ?? NO_ROWS,
    getRowId: (row) => row.handbookId,
    state: { sorting: NO_SORTING, pagination: { pageIndex: 0, pageSize: list?.handbooks.length ?? 0 } },
    enableSorting: false,
    manualSorting: true,
    manualPagination: true,
    rowCount: list?.total ?? 0,
  });

  if (!list) {
    return <RetryError error={error} retry={() => refetch()} title="Handbooks could not be loaded" />;
  }
  return (
    <div className="flex flex-col gap-2">
      <DataTable
        table={table}
        label="Handbooks"
        empty={
          <EmptyState title="No handbooks yet">
            <Allowed
              mutation="generateCustomerHandbook"
              fallback="Handbooks generated for this customer show here."
            >
              Generate one for this customer with the button above.
            </Allowed>
          </EmptyState>
        }
      />
      {list.total > list.handbooks.length ? (
        <p className="text-sm text-muted">
          The newest {list.handbooks.length} of {list.total.toLocaleString('en')} handbooks.
        </p>
      ) : null}
    </div>
  );
}

const NO_ROWS: never[] = [];
const NO_SORTING: never[] = [];
