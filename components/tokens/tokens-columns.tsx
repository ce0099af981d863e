import Link from 'next/link';
import { focusRing } from '@/components/ui/cn';
import { LinkPending } from '@/components/ui/link-pending';
import { TokenStatus } from '@/lib/graphql/generated/graphql';
import { RenewTokenButton } from './renew-token-button';
import {
  actionsColumn,
  expiresColumn,
  lastUsedColumn,
  lifetimeColumn,
  statusColumn,
  tokenColumnHelper as helper,
} from './token-column-parts';

/**
 * Every customer's tokens, soonest expiry first (the API's order). The customer is shown by id, linking to
 * their page: the API has no batch look-up of customers, and one request per row would not scale.
 */
export const tokenColumns = helper.columns([
  expiresColumn,
  statusColumn,
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
  lifetimeColumn,
  lastUsedColumn,
  actionsColumn((token) =>
    token.status === TokenStatus.Revoked ? null : <RenewTokenButton token={token} />,
  ),
]);
