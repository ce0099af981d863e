import { createColumnHelper } from '@tanstack/react-table';
import type { ServerTableFeatures } from '@/components/data-table/features';
import { SELECT_COLUMN_CLASS } from '@/components/data-table/selection-layout';
import { Checkbox } from '@/components/ui/checkbox';
import { TimeStack } from '@/components/ui/time';
import { formatLifetime } from '@/lib/format/lifetime';
import { TokenStatus, type IssuedTokenFieldsFragment } from '@/lib/graphql-client/generated/graphql';
import { TokenLabel } from './token-label';
import { TokenRowActions } from './token-row-actions';
import { RenewalLinks } from './token-links';
import { TokenStatusCell } from './token-status-badge';

/** The columns both token tables show, defined once so the two tables cannot drift apart. */
export const tokenColumnHelper = createColumnHelper<ServerTableFeatures, IssuedTokenFieldsFragment>();

const helper = tokenColumnHelper;

/** A token can be revoked (and so picked for a bulk revoke) until it is revoked. */
export const isRevocable = (token: { status: TokenStatus }) => token.status !== TokenStatus.Revoked;

/** A box per row and one for the whole page, for revoking several tokens at once. */
export const selectColumn = helper.display({
  id: 'select',
  meta: { className: SELECT_COLUMN_CLASS },
  header: ({ table }) => (
    <Checkbox
      aria-label="Select every token on this page that can be revoked"
      checked={table.getIsAllPageRowsSelected()}
      ref={(box) => {
        if (box) box.indeterminate = table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected();
      }}
      disabled={!table.getRowModel().rows.some((row) => row.getCanSelect())}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
    />
  ),
  cell: ({ row }) => (
    <Checkbox
      aria-label={`Select token ${row.original.tokenId} of ${row.original.customer.name}`}
      checked={row.getIsSelected()}
      disabled={!row.getCanSelect()}
      onChange={row.getToggleSelectedHandler()}
    />
  ),
});

/** What the token is for (its label), its id, and the renewal it belongs to. */
export const tokenColumn = helper.accessor('tokenId', {
  meta: { label: 'Token' },
  header: 'Token',
  cell: ({ row }) => {
    const token = row.original;
    return (
      <div className="flex min-w-0 flex-col items-start gap-0.5">
        <TokenLabel token={token} />
        <code className="font-mono text-xs whitespace-nowrap text-muted">{token.tokenId}</code>
        <RenewalLinks token={token} />
      </div>
    );
  },
});

export const statusColumn = helper.accessor('status', {
  meta: { label: 'Status' },
  header: 'Status',
  cell: ({ row }) => <TokenStatusCell token={row.original} />,
});

export const issuedColumn = helper.accessor('issuedAt', {
  meta: { label: 'Issued' },
  header: 'Issued',
  cell: ({ getValue }) => <TimeStack value={getValue()} />,
});

/** When access ends; a revoked token has no expiry left to speak of (its status cell says what happened). */
export const expiresColumn = helper.accessor('expiresAt', {
  meta: { label: 'Expires' },
  header: 'Expires',
  cell: ({ row }) =>
    row.original.status === TokenStatus.Revoked ? (
      <span className="text-muted">
        <span aria-hidden="true">—</span>
        <span className="sr-only">Revoked</span>
      </span>
    ) : (
      <TimeStack value={row.original.expiresAt} />
    ),
});

export const lifetimeColumn = helper.accessor('lifetimeSeconds', {
  meta: { label: 'Lifetime' },
  header: 'Lifetime',
  cell: ({ getValue }) => <span className="whitespace-nowrap">{formatLifetime(getValue())}</span>,
});

export const lastUsedColumn = helper.accessor('lastUsedAt', {
  meta: { label: 'Last used' },
  header: 'Last used',
  cell: ({ getValue }) => {
    const value = getValue();
    return value ? <TimeStack value={value} /> : <span className="text-muted">Never</span>;
  },
});

/** Customer API requests made with the token in the last 30 days, refused ones included. */
export const requestsColumn = helper.accessor('requestsLast30Days', {
  meta: { label: 'Requests (30 days)', className: 'sm:text-right' },
  header: 'Requests (30 days)',
  cell: ({ getValue }) => <span className="tabular-nums">{getValue().toLocaleString('en')}</span>,
});

/** The row's actions (renew, revoke), one component for both tables, right-aligned from the small breakpoint up. */
export const actionsColumn = helper.display({
  id: 'actions',
  header: () => <span className="sr-only">Actions</span>,
  meta: { className: 'sm:text-right' },
  cell: ({ row }) => <TokenRowActions token={row.original} />,
});
