import type { ApolloClient } from '@apollo/client';
import { saveCsv } from '@/components/data-table/download-csv';
import { fetchEveryPage } from '@/components/data-table/fetch-every-page';
import { toCsv, type CsvColumn } from '@/lib/format/csv';
import { USAGE_REPORT_QUERY } from '@/lib/graphql-client/documents/usage';
import type { UsageReportQueryVariables } from '@/lib/graphql-client/generated/graphql';
import type { UsageRow } from './usage-columns';

/** The columns the contract names, in its order; names and emails formula-safe (lib/format/csv.ts). */
export const USAGE_CSV_COLUMNS: CsvColumn<UsageRow>[] = [
  { header: 'customer_id', value: (r) => r.customer.userId },
  { header: 'name', value: (r) => r.customer.name },
  { header: 'email', value: (r) => r.customer.email },
  { header: 'requests', value: (r) => r.requests },
  { header: 'failed', value: (r) => r.failed },
  { header: 'active_days', value: (r) => r.activeDays },
];

/**
 * The file's name: a past month is whole, `usage-2026-11`; the current one is counted up to today (UTC),
 * `usage-2026-12-01-to-2026-12-03`, so two exports of it on different days never share a name.
 */
export function usageCsvName(month: string, now: Date): string {
  const today = now.toISOString().slice(0, 10);
  return today.startsWith(month) ? `usage-${month}-01-to-${today}` : `usage-${month}`;
}

/** Every row of the month's report (its search kept), most requests first; a customer once. */
export async function exportUsageCsv(
  client: ApolloClient,
  variables: UsageReportQueryVariables,
  onProgress: (count: number) => void,
): Promise<void> {
  const rows = await fetchEveryPage(
    async (page) => {
      const { data } = await client.query({
        query: USAGE_REPORT_QUERY,
        variables: { ...variables, ...page },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('No data');
      return { rows: data.usageReport.rows, total: data.usageReport.total };
    },
    (row) => row.customer.userId,
    onProgress,
  );
  saveCsv(usageCsvName(variables.month, new Date()), toCsv(USAGE_CSV_COLUMNS, rows));
}
