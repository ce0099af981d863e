import { TokenStatus } from '@/lib/graphql/generated/graphql';
import { RevokeTokenButton } from './revoke-token-button';
import {
  actionsColumn,
  expiresColumn,
  issuedColumn,
  lastUsedColumn,
  lifetimeColumn,
  statusColumn,
  tokenColumnHelper as helper,
} from './token-column-parts';

/** One customer's tokens, in the API's order (soonest expiry first); no column sorts. */
export const customerTokenColumns = helper.columns([
  helper.accessor('tokenId', {
    header: 'Token',
    cell: ({ getValue }) => <code className="font-mono text-xs">{getValue()}</code>,
  }),
  statusColumn,
  issuedColumn,
  expiresColumn,
  lifetimeColumn,
  lastUsedColumn,
  actionsColumn((token) =>
    token.status === TokenStatus.Active ? <RevokeTokenButton token={token} /> : null,
  ),
]);
