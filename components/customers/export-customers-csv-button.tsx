'use client';

import { ExportCsvButton } from '@/components/data-table/export-csv-button';
import type { CustomersQueryVariables } from '@/lib/graphql/generated/graphql';
import { loadBrowserClient } from '@/lib/graphql/load-browser-client';

/**
 * Downloads every page of the current view (search and order kept) as CSV. The CSV writer and Apollo load on
 * the click: most visits to the list never export.
 */
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
      exportRows={async (onProgress) => {
        const [{ exportCustomersCsv }, client] = await Promise.all([
          import('./export-customers-csv'),
          loadBrowserClient(),
        ]);
        await exportCustomersCsv(client, variables, onProgress);
      }}
    />
  );
}
