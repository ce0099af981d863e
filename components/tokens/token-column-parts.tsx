import { createColumnHelper } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { ServerTableFeatures } from '@/components/data-table/features';
import { TimeStack } from '@/components/ui/time';
import { formatLifetime } from '@/lib/format/lifetime';
import type { IssuedTokenFieldsFragment } from '@/lib/graphql/generated/graphql';
import { TokenStatusCell } from './token-status-badge';

/** The columns both token tables show, defined once so the two tables cannot drift apart. */
export const tokenColumnHelper = createColumnHelper<ServerTableFeatures, IssuedTokenFieldsFragment>();

/** The columns of a token table, as `tokenColumnHelper.columns` makes them. */
export type TokenColumns = ReturnType<typeof tokenColumnHelper.columns>;

const helper = tokenColumnHelper;

const time = (key: 'issuedAt' | 'expiresAt', label: string) =>
  helper.accessor(key, {
    meta: { label },
    header: label,
    cell: ({ getValue }) => <TimeStack value={getValue()} />,
  });

export const issuedColumn = time('issuedAt', 'Issued');
export const expiresColumn = time('expiresAt', 'Expires');

export const statusColumn = helper.accessor('status', {
  meta: { label: 'Status' },
  header: 'Status',
  cell: ({ row }) => <TokenStatusCell token={row.original} />,
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

/** The row's action (revoke or renew), right-aligned from the small breakpoint up. */
export const actionsColumn = (render: (token: IssuedTokenFieldsFragment) => ReactNode) =>
  helper.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    meta: { className: 'sm:text-right' },
    cell: ({ row }) => render(row.original),
  });
