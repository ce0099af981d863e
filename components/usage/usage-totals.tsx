import type { UsageReportQuery } from '@/lib/graphql-client/generated/graphql';

const number = new Intl.NumberFormat('en');

function Total({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-line bg-surface p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-semibold tracking-tight tabular-nums">
        {value === undefined ? '–' : number.format(value)}
      </dd>
    </div>
  );
}

/**
 * The month's requests and failures over every customer; the customers counted are those the search keeps,
 * as the report's `total` is, and say so while one narrows them.
 */
export function UsageTotals({
  report,
  monthLabel,
  searching,
}: {
  report: UsageReportQuery['usageReport'] | undefined;
  monthLabel: string | undefined;
  searching: boolean;
}) {
  return (
    <section aria-labelledby="usage-totals-heading" className="flex flex-col gap-2">
      <h2 id="usage-totals-heading" className="text-sm font-medium text-muted">
        {monthLabel ? `${monthLabel} in all` : 'The month in all'}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Total label="Requests" value={report?.requests} />
        <Total label="Failed" value={report?.failed} />
        <Total
          label={searching ? 'Customers matching the search' : 'Customers with requests'}
          value={report?.total}
        />
      </dl>
    </section>
  );
}
