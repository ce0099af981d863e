'use client';

import { SearchInput } from '@/components/data-table/search-input';
import type { SetTableParams } from '@/components/data-table/use-table-params';
import type { CustomersQueryVariables } from '@/lib/graphql/generated/graphql';
import { CreateCustomerButton } from './create-customer-button';
import type { customersParsers, CustomersParams } from './customers-params';
import { CustomersSortSelect } from './customers-sort-select';
import { CustomersStatusFilter } from './customers-status-filter';
import { ExportCustomersCsvButton } from './export-customers-csv-button';

/** Above the customers table: search, status and order (each back to the first page), export and create. */
export function CustomersToolbar({
  params,
  setParams,
  variables,
  total,
}: {
  params: CustomersParams;
  setParams: SetTableParams<typeof customersParsers>;
  /** The rows shown, whose view the export writes. */
  variables: CustomersQueryVariables;
  total: number;
}) {
  return (
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
        <ExportCustomersCsvButton variables={variables} total={total} />
        <CreateCustomerButton />
      </div>
    </div>
  );
}
