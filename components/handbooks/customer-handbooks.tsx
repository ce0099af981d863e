'use client';

import { useSuspenseQuery } from '@apollo/client/react';
import { useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Allowed } from '@/components/auth/permissions';
import { DataTable } from '@/components/data-table/data-table';
import { serverTableFeatures } from '@/components/data-table/features';
import { RetryError } from '@/components/ui/retry-error';
import { EmptyState } from '@/components/ui/states';
import { CUSTOMER_HANDBOOKS_QUERY } from '@/lib/graphql/documents/handbooks';
import { customerHandbooksVariables } from './customer-handbooks-variables';
import { handbookColumns } from './handbook-columns';

/** One customer's handbooks, newest first, each a link to its page and with its delete button. */
export function CustomerHandbooks({ userId }: { userId: string }) {
  const { data, error, refetch } = useSuspenseQuery(CUSTOMER_HANDBOOKS_QUERY, {
    variables: customerHandbooksVariables(userId),
    errorPolicy: 'all',
  });
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
