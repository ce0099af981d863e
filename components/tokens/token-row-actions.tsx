import { Allowed } from '@/components/auth/permissions';
import { TokenStatus, type IssuedTokenFieldsFragment } from '@/lib/graphql-client/generated/graphql';
import { isRenewable, RenewTokenButton } from './renew-token-button';
import { RevokeTokenButton } from './revoke-token-button';

/**
 * What can be done to one token where it is listed: renew it (once, unless revoked) and revoke it (while
 * active), each offered only to a role that may (the role table in lib/contract/staff-roles.ts).
 */
export function TokenRowActions({ token }: { token: IssuedTokenFieldsFragment }) {
  return (
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
  );
}
