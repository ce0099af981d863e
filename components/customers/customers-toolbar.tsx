'use client';

import { Allowed } from '@/components/auth/permissions';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import type { TableValues } from '@/components/data-table/use-server-table';
import type { CustomersQueryVariables } from '@/lib/graphql-client/generated/graphql';
import { CreateCustomerButton } from './create-customer-button';
import { customersParsers, type CustomersParams, type CustomerStatusKey } from './customers-params';
import { CustomersSortSelect } from './customers-sort-select';
import { ExportCustomersCsvButton } from './export-customers-csv-button';

const STATUS_OPTIONS: ReadonlyArray<{ value: CustomerStatusKey; label: string }> = [
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
];

/** Above the customers table: search, status and order (each back to the first page), export and create. */
export function CustomersToolbar({
  params,
  setFilters,
  setSearch,
  variables,
  total,
}: {
  params: CustomersParams;
  /** Each back to the first page. */
  setFilters: (values: TableValues<typeof customersParsers>) => void;
  setSearch: (values: TableValues<typeof customersParsers>) => void;
  /** The rows shown, whose view the export writes. */
  variables: CustomersQueryVariables;
  total: number;
}) {
  return (
    <DataTableToolbar
      search={{
        id: 'customer-search',
        label: 'Search customers by name or email',
        placeholder: 'Search name or email',
        value: params.q,
        onSearch: (q) => setSearch({ q }),
      }}
      filters={[
        {
          id: 'customer-status',
          label: 'Status',
          allLabel: 'All',
          value: params.status,
          options: STATUS_OPTIONS,
          // The URL's parser reads the option back: "" (all) and anything unknown are null.
          onChange: (status) => setFilters({ status: customersParsers.status.parse(status) }),
        },
      ]}
      actions={
        <>
          <ExportCustomersCsvButton variables={variables} total={total} />
          <Allowed mutation="createHandbookCustomer">
            <CreateCustomerButton />
          </Allowed>
        </>
      }
    >
      <CustomersSortSelect params={params} onChange={setFilters} />
    </DataTableToolbar>
  );
}
