'use client';

import { ExportCsvButton } from '@/components/data-table/export-csv-button';
import type { CustomersQueryVariables } from '@/lib/graphql-client/generated/graphql';

/** Downloads every page of the current view (search and order kept) as CSV; the CSV writer loads on the click. */
export function ExportCustomersCsvButton({
  variables,
  total,
}: {
  variables: CustomersQueryVariables;
  total: number;
}) {
  return (
    <ExportCsvButton
      total={total}
      exportRows={async (client, onProgress) => {
        const { exportCustomersCsv } = await import('./export-customers-csv');
        await exportCustomersCsv(client, variables, onProgress);
      }}
    />
  );
}
