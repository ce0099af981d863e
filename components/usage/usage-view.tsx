'use client';

import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { ExportCsvButton } from '@/components/data-table/export-csv-button';
import { PastLastPage } from '@/components/data-table/past-last-page';
import { ServerTable } from '@/components/data-table/server-table';
import { useServerTable } from '@/components/data-table/use-server-table';
import { lazyQuery } from '@/components/data-table/use-lazy-table-query';
import { EmptyState } from '@/components/ui/states';
import { USAGE_REPORT_QUERY } from '@/lib/graphql-client/documents/usage';
import type { UsageReportQuery, UsageReportQueryVariables } from '@/lib/graphql-client/generated/graphql';
import { usageColumns } from './usage-columns';
import { usageParsers, usageVariables } from './usage-params';
import { UsageTotals } from './usage-totals';

const usageSource = lazyQuery(USAGE_REPORT_QUERY);
// The report's one order, shown on its column: most requests first.
const BY_REQUESTS = { state: () => [{ id: 'requests', desc: true }], change: () => ({}) };

/**
 * The usage page's live part: the month, a search, the month's totals, its customers most requests first,
 * paging and the CSV of every row; all of its state is in the URL. `months`: the months offered, the current
 * one first, each with its label.
 */
export function UsageView({
  first,
  months,
}: {
  first: { variables: UsageReportQueryVariables; data: UsageReportQuery | null };
  months: readonly { value: string; label: string }[];
}) {
  const state = useServerTable({
    parsers: usageParsers,
    source: usageSource,
    variables: usageVariables,
    first,
    page: (data) => ({ rows: data.usageReport.rows, total: data.usageReport.total }),
    columns: usageColumns,
    getRowId: (row) => row.customer.userId,
    sorting: BY_REQUESTS,
  });
  const { params, setParams, setFilters, setSearch, query, list } = state;
  const [current, ...earlier] = months;
  const report = query.failed ? undefined : query.data?.usageReport;

  return (
    <div className="flex flex-col gap-4">
      <UsageTotals
        report={report}
        monthLabel={months.find((m) => m.value === report?.month)?.label}
        searching={Boolean(query.variables.search)}
      />
      <DataTableToolbar
        search={{
          id: 'usage-search',
          label: 'Search customers',
          placeholder: 'Name, email or user ID',
          value: params.q,
          onSearch: (q) => setSearch({ q }),
        }}
        filters={[
          {
            id: 'usage-month',
            label: 'Month',
            allLabel: current?.label ?? 'This month',
            value: params.month === current?.value ? '' : params.month,
            options: earlier,
            onChange: (month) => setFilters({ month: month || null }),
          },
        ]}
        actions={
          <ExportCsvButton
            total={list?.total ?? 0}
            exportRows={async (client, onProgress) => {
              const { exportUsageCsv } = await import('./export-usage-csv');
              await exportUsageCsv(client, query.variables, onProgress);
            }}
          />
        }
      />
      <ServerTable
        state={state}
        label="Usage by customer"
        noun="customers"
        errorTitle="Usage could not be loaded"
        empty={
          params.page > 1 ? (
            <PastLastPage page={params.page} noun="customer" onFirstPage={() => setParams({ page: null })} />
          ) : (
            <EmptyState title={params.q ? 'No customer matches' : 'No requests this month'}>
              {params.q
                ? 'No customer with requests this month has that name, email or ID.'
                : 'Customers appear here once their programs call the Customer API.'}
            </EmptyState>
          )
        }
      />
    </div>
  );
}
