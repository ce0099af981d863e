import { TokenStatus, type IssuedTokenFieldsFragment } from '@/lib/graphql/generated/graphql';
import { isRenewable, RenewTokenButton } from './renew-token-button';
import { RevokeTokenButton } from './revoke-token-button';

/**
 * What can be done to one token where it is listed: renew it (once, unless revoked) and revoke it (while
 * active). Each action is its own button component, so a rule about who may use it is added in one place.
 */
export function TokenRowActions({ token }: { token: IssuedTokenFieldsFragment }) {
  return (
    <div className="flex gap-2 sm:justify-end">
      {isRenewable(token) ? <RenewTokenButton token={token} /> : null}
      {token.status === TokenStatus.Active ? <RevokeTokenButton token={token} /> : null}
    </div>
  );
}
