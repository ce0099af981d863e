import { createColumnHelper } from '@tanstack/react-table';
import Link from 'next/link';
import type { ServerTableFeatures } from '@/components/data-table/features';
import { SortableHeader } from '@/components/data-table/sortable-header';
import { ClampedText } from '@/components/data-table/clamped-text';
import { focusRing } from '@/components/ui/cn';
import { EmailText } from '@/components/ui/email-text';
import { LinkPending } from '@/components/ui/link-pending';
import type { CustomerFieldsFragment } from '@/lib/graphql-client/generated/graphql';
import { AccessCell } from './access-badge';
import { CustomerStatusBadge } from './customer-status-badge';
import { ASCENDING_FIRST, type CustomerSortKey } from './customers-params';

const helper = createColumnHelper<ServerTableFeatures, CustomerFieldsFragment>();

const sortable = (id: CustomerSortKey) => ({
  id,
  enableSorting: true,
  sortDescFirst: !ASCENDING_FIRST.has(id),
});
const numeric = (label: string) => ({ label, className: 'sm:text-right tabular-nums' });

/**
 * Column ids are the URL's `sort` values, so the table's sorting state maps to the URL one to one. No
 * "created" column: the default order (newest first) says it, and the table fits a laptop screen without it.
 */
export const customerColumns = helper.columns([
  helper.accessor('name', {
    ...sortable('name'),
    header: ({ column }) => <SortableHeader column={column} title="Name" />,
    cell: ({ row }) => (
      <Link
        href={`/customers/${encodeURIComponent(row.original.userId)}`}
        // Not prefetched: a page of rows would fetch a customer page each in the background.
        prefetch={false}
        className={`block rounded font-medium text-accent underline-offset-2 hover:underline ${focusRing}`}
      >
        <ClampedText text={row.original.name} />
        <LinkPending />
      </Link>
    ),
  }),
  helper.accessor('email', {
    ...sortable('email'),
    meta: { label: 'Email' },
    header: ({ column }) => <SortableHeader column={column} title="Email" />,
    cell: ({ getValue }) => (
      <span className="sm:block sm:max-w-64 sm:truncate" title={getValue()}>
        <EmailText email={getValue()} />
      </span>
    ),
  }),
  helper.accessor('userId', {
    id: 'userId',
    enableSorting: false,
    meta: { label: 'User ID', onPhone: false },
    header: 'User ID',
    cell: ({ getValue }) => <code className="font-mono text-xs text-muted">{getValue()}</code>,
  }),
  helper.accessor('status', {
    id: 'status',
    enableSorting: false,
    meta: { label: 'Status' },
    header: 'Status',
    cell: ({ getValue }) => <CustomerStatusBadge status={getValue()} />,
  }),
  helper.accessor('handbookCount', {
    ...sortable('handbooks'),
    meta: numeric('Handbooks'),
    header: ({ column }) => <SortableHeader column={column} title="Handbooks" />,
  }),
  helper.accessor('activeTokenCount', {
    ...sortable('tokens'),
    meta: numeric('Active tokens'),
    header: ({ column }) => <SortableHeader column={column} title="Active tokens" />,
  }),
  helper.accessor('accessExpiresAt', {
    ...sortable('access'),
    meta: { label: 'Access' },
    header: ({ column }) => <SortableHeader column={column} title="Access expiry" />,
    cell: ({ row }) => <AccessCell customer={row.original} />,
  }),
]);
