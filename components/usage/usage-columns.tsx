import { createColumnHelper } from '@tanstack/react-table';
import type { ServerTableFeatures } from '@/components/data-table/features';
import { TokenCustomerCell } from '@/components/tokens/token-customer-cell';
import type { UsageReportQuery } from '@/lib/graphql-client/generated/graphql';

export type UsageRow = UsageReportQuery['usageReport']['rows'][number];

const helper = createColumnHelper<ServerTableFeatures, UsageRow>();
const figure = (value: number) => <span className="tabular-nums">{value.toLocaleString('en')}</span>;
const right = 'sm:text-right';

/** The month's customers, most requests first: the report's one order, marked on its column. */
export const usageColumns = helper.columns([
  helper.accessor((row) => row.customer.name, {
    id: 'customer',
    header: 'Customer',
    enableSorting: false,
    meta: { className: 'sm:min-w-44' },
    cell: ({ row }) => <TokenCustomerCell customer={row.original.customer} />,
  }),
  helper.accessor('requests', {
    header: () => (
      // The report's only order: said on hover, as it is not a button that would change it.
      <span className="inline-flex items-center gap-1 text-ink" title="Most requests first">
        Requests
        <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3" fill="currentColor">
          <path d="M6 10L3 6h6z" />
        </svg>
      </span>
    ),
    meta: { label: 'Requests', className: right },
    cell: ({ getValue }) => figure(getValue()),
  }),
  helper.accessor('failed', {
    header: 'Failed',
    enableSorting: false,
    meta: { label: 'Failed', className: right },
    cell: ({ getValue }) => figure(getValue()),
  }),
  helper.accessor('activeDays', {
    header: 'Active days',
    enableSorting: false,
    meta: { label: 'Active days', className: right },
    cell: ({ getValue }) => figure(getValue()),
  }),
]);
