'use client';

import dynamic from 'next/dynamic';
import { Button } from '@/components/ui/button';
import { useDialogOnDemand } from '@/components/ui/use-dialog-on-demand';
import {
  CustomerStatus,
  TokenStatus,
  type IssuedTokenFieldsFragment,
} from '@/lib/graphql-client/generated/graphql';

// The renewal form loads on first use: most rows are never renewed.
const loadDialog = () => import('./renew-token-dialog');
const RenewTokenDialog = dynamic(() => loadDialog().then((m) => m.RenewTokenDialog), { ssr: false });

/**
 * A token can be renewed once, unless it was revoked or its customer is suspended (the API refuses all three:
 * the last with CUSTOMER_SUSPENDED, as it refuses to issue one).
 */
export const isRenewable = (token: {
  status: TokenStatus;
  renewedById: string | null;
  customer: { status: CustomerStatus };
}) =>
  token.status !== TokenStatus.Revoked &&
  token.renewedById === null &&
  token.customer.status !== CustomerStatus.Suspended;

/** Opens the renewal dialog for one token, its code loading as the pointer or focus reaches the button. */
export function RenewTokenButton({ token }: { token: IssuedTokenFieldsFragment }) {
  const { open, close, buttonProps } = useDialogOnDemand(loadDialog);
  return (
    <>
      <Button
        size="sm"
        aria-label={`Renew token ${token.tokenId} of ${token.customer.name}`}
        {...buttonProps}
      >
        Renew
      </Button>
      {open ? <RenewTokenDialog token={token} onClose={close} /> : null}
    </>
  );
}
