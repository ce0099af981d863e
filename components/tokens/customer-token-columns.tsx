import { createColumnHelper } from '@tanstack/react-table';
import type { ServerTableFeatures } from '@/components/data-table/features';
import { TimeStack } from '@/components/ui/time';
import { formatLifetime } from '@/lib/format/lifetime';
import type { IssuedTokenFieldsFragment } from '@/lib/graphql/generated/graphql';
import { RevokeTokenButton } from './revoke-token-button';
import { TokenStatusCell } from './token-status-badge';

const helper = createColumnHelper<ServerTableFeatures, IssuedTokenFieldsFragment>();

/** One customer's tokens, in the API's order (soonest expiry first); no column sorts. */
export const customerTokenColumns = helper.columns([
  helper.accessor('tokenId', {
    header: 'Token',
    cell: ({ getValue }) => <code className="font-mono text-xs">{getValue()}</code>,
  }),
  helper.accessor('status', {
    meta: { label: 'Status' },
    header: 'Status',
    cell: ({ row }) => <TokenStatusCell token={row.original} />,
  }),
  helper.accessor('issuedAt', {
    meta: { label: 'Issued' },
    header: 'Issued',
    cell: ({ getValue }) => <TimeStack value={getValue()} />,
  }),
  helper.accessor('expiresAt', {
    meta: { label: 'Expires' },
    header: 'Expires',
    cell: ({ getValue }) => <TimeStack value={getValue()} />,
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
    cell: ({ row }) => (row.original.status === 'ACTIVE' ? <RevokeTokenButton token={row.original} /> : null),
  }),
]);
