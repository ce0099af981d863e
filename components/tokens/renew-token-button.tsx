'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TokenStatus, type IssuedTokenFieldsFragment } from '@/lib/graphql/generated/graphql';
import { RenewTokenDialog } from './renew-token-dialog';

/** A token can be renewed once, unless it was revoked (the API refuses both). */
export const isRenewable = (token: { status: TokenStatus; renewedById: string | null }) =>
  token.status !== TokenStatus.Revoked && token.renewedById === null;

/** Opens the renewal dialog for one token. */
export function RenewTokenButton({ token }: { token: IssuedTokenFieldsFragment }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`Renew token ${token.tokenId} of ${token.customer.name}`}
      >
        Renew
      </Button>
      {open ? <RenewTokenDialog token={token} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
