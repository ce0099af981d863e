import { Allowed } from '@/components/auth/permissions';
import { TokenStatus } from '@/lib/graphql/generated/graphql';
import { RenewTokenButton, isRenewable } from './renew-token-button';
import { RevokeTokenButton } from './revoke-token-button';
import {
  actionsColumn,
  expiresColumn,
  issuedColumn,
  lastUsedColumn,
  lifetimeColumn,
  statusColumn,
  tokenColumn,
  tokenColumnHelper as helper,
} from './token-column-parts';

/** One customer's tokens, in the API's order (soonest expiry first); no column sorts. */
export const customerTokenColumns = helper.columns([
  tokenColumn,
  statusColumn,
  issuedColumn,
  expiresColumn,
  lifetimeColumn,
  lastUsedColumn,
  actionsColumn((token) => (
    <div className="flex flex-wrap gap-2 sm:justify-end">
      {isRenewable(token) ? (
        <Allowed mutation="renewCustomerToken">
          <RenewTokenButton token={token} />
        </Allowed>
      ) : null}
      {token.status === TokenStatus.Active ? (
        <Allowed mutation="revokeCustomerToken">
          <RevokeTokenButton token={token} />
        </Allowed>
      ) : null}
    </div>
  )),
]);
