'use client';

import { useChangeMutation } from '@/lib/graphql-client/use-change-mutation';
import { useContext, useId, useState, type FormEvent } from 'react';
import { useNow } from '@/components/ui/clock';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormActions, FormError } from '@/components/ui/form-end';
import { tokenState } from '@/lib/format/access';
import { tokenOfLifetime } from '@/lib/format/lifetime';
import { toDate } from '@/lib/format/time';
import { RENEW_TOKEN_MUTATION } from '@/lib/graphql-client/documents/tokens';
import { userMessageFor } from '@/lib/graphql-client/errors';
import type { IssuedTokenFieldsFragment } from '@/lib/graphql-client/generated/graphql';
import { NewTokenContext } from './new-token-context';
import { newTokenFrom } from './new-token-panel';
import { OverlapPicker, type Overlap } from './overlap-picker';
import { noteRevoked } from './revoked-tokens';
import { OVERLAP_CHOICES } from './tokens-params';

/**
 * Renew: a new token for the same customer, label and lifetime, and a choice of when the old one stops
 * working (at once, or after a day or a week, for a program that switches tokens without a gap). A choice
 * past the old token's own expiry is offered disabled: it would stop at its expiry anyway. An expired token
 * has nothing to stop. The new token goes to the page's panel (NewTokenContext).
 */
export function RenewTokenDialog({
  token,
  onClose,
}: {
  token: IssuedTokenFieldsFragment;
  onClose: () => void;
}) {
  const id = useId();
  const show = useContext(NewTokenContext);
  const now = useNow();
  const live = tokenState(token, now) !== 'expired';
  const left = toDate(token.expiresAt).getTime() - now;
  const [overlap, setOverlap] = useState<Overlap>(OVERLAP_CHOICES[0]);
  const [error, setError] = useState<string | null>(null);
  const [renew, { loading }] = useChangeMutation(RENEW_TOKEN_MUTATION);

  // Shows every failure in the dialog, so the form's handler starts it without waiting (`void`).
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const overlapSeconds = live ? overlap.seconds : 0;
      const { data } = await renew({ variables: { tokenId: token.tokenId, overlapSeconds } });
      const result = data?.renewCustomerToken;
      if (!result) throw new Error('No token returned');
      const note = live
        ? overlapSeconds === 0
          ? `It replaces ${token.tokenId}, which was revoked: it stopped working at once.`
          : `It replaces ${token.tokenId}, which stops working ${overlap.label}.`
        : `It replaces ${token.tokenId}, which had expired.`;
      // Stopped at once, the old token is revoked: a panel still offering it (issued minutes ago) stops.
      if (live && overlapSeconds === 0) noteRevoked([token.tokenId]);
      show(newTokenFrom(result, token.customer.name, note));
      onClose();
    } catch (failure) {
      setError(userMessageFor(failure));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={`Renew ${token.customer.name}’s token`}
        description={
          <>
            A new {tokenOfLifetime(token.lifetimeSeconds)}
            {token.label ? <> for “{token.label}”</> : null}, in place of{' '}
            <code className="font-mono text-ink">{token.tokenId}</code>.
          </>
        }
      >
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          {live ? (
            <OverlapPicker
              name={`${id}-overlap`}
              value={overlap}
              onChange={setOverlap}
              msLeft={left}
              expiresAt={token.expiresAt}
            />
          ) : (
            <p className="text-sm">The old token has expired; it stays as it is.</p>
          )}
          <FormError message={error} />
          <FormActions onCancel={onClose} busy={loading} label="Renew token" busyLabel="Renewing…" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
