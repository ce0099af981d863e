import { createColumnHelper } from '@tanstack/react-table';
import Link from 'next/link';
import type { ServerTableFeatures } from '@/components/data-table/features';
import { focusRing } from '@/components/ui/cn';
import { LinkPending } from '@/components/ui/link-pending';
import { TimeStack } from '@/components/ui/time';
import { formatLifetime } from '@/lib/format/lifetime';
import type { IssuedTokenFieldsFragment } from '@/lib/graphql/generated/graphql';
import { RenewTokenButton } from './renew-token-button';
import { TokenStatusCell } from './token-status-badge';

const helper = createColumnHelper<ServerTableFeatures, IssuedTokenFieldsFragment>();

/**
 * Every customer's tokens, soonest expiry first (the API's order). The customer is shown by id, linking to
 * their page: the API has no batch look-up of customers, and one request per row would not scale.
 */
export const tokenColumns = helper.columns([
  helper.accessor('expiresAt', {
    meta: { label: 'Expires' },
    header: 'Expires',
    cell: ({ getValue }) => <TimeStack value={getValue()} />,
  }),
  helper.accessor('status', {
    meta: { label: 'Status' },
    header: 'Status',
    cell: ({ row }) => <TokenStatusCell token={row.original} />,
  }),
  helper.accessor('userId', {
    meta: { label: 'Customer' },
    header: 'Customer',
    cell: ({ getValue }) => (
      <Link
        href={`/customers/${encodeURIComponent(getValue())}`}
        className={`rounded font-mono text-xs text-accent underline-offset-2 hover:underline ${focusRing}`}
      >
        {getValue()}
        <LinkPending />
      </Link>
    ),
  }),
  helper.accessor('tokenId', {
    meta: { label: 'Token', onPhone: false },
    header: 'Token',
    cell: ({ getValue }) => <code className="font-mono text-xs text-muted">{getValue()}</code>,
  }),
  helper.accessor('lifetimeSeconds', {
    meta: { label: 'Lifetime' },
    header: 'Lifetime',
    cell: ({ getValue }) => <span className="whitespace-nowrap">{formatLifetime(getValue())}</span>,
  }),
  helper.accessor('lastUsedAt', {
    meta: { label: 'Last used' },
    header: 'Last used',
    cell: ({ getValue }) => {
      const value = getValue();
      return value ? <TimeStack value={value} /> : <span className="text-muted">Never</span>;
    },
  }),
  helper.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    meta: { className: 'sm:text-right' },
    cell: ({ row }) => (row.original.status === 'REVOKED' ? null : <RenewTokenButton token={row.original} />),
  }),
]);
