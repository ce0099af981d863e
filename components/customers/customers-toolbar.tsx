'use client';

import { Allowed } from '@/components/auth/permissions';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import type { TableValues } from '@/components/data-table/use-server-table';
import type { CustomersQueryVariables } from '@/lib/graphql-client/generated/graphql';
import { CreateCustomerButton } from './create-customer-button';
import {
  customersParsers,
  type CustomerAccessKey,
  type CustomersParams,
  type CustomerStatusKey,
} from './customers-params';
import { CustomersSortSelect } from './customers-sort-select';
import { ExportCustomersCsvButton } from './export-customers-csv-button';

const STATUS_OPTIONS: ReadonlyArray<{ value: CustomerStatusKey; label: string }> = [
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
];

// Access as the overview counts it: a suspended customer's unexpired tokens still count (they work again on
// reactivation), so "Has access" and "Suspended" may both hold.
const ACCESS_OPTIONS: ReadonlyArray<{ value: CustomerAccessKey; label: string }> = [
  { value: 'active', label: 'Has access' },
  { value: 'ending-soon', label: 'Ends within 7 days' },
  { value: 'none', label: 'No access' },
];

/** Above the customers table: search, status, access and order (each back to the first page), export and create. */
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
        {
          id: 'customer-access',
          label: 'Access',
          allLabel: 'All',
          value: params.access,
          options: ACCESS_OPTIONS,
          onChange: (access) => setFilters({ access: customersParsers.access.parse(access) }),
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
