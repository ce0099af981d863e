'use client';

import { useMutation } from '@apollo/client/react';
import { useContext, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useNow } from '@/components/ui/clock';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { tokenState } from '@/lib/format/access';
import { formatLifetime } from '@/lib/format/lifetime';
import { toDate } from '@/lib/format/time';
import { RENEW_TOKEN_MUTATION } from '@/lib/graphql/documents/tokens';
import { userMessageFor } from '@/lib/graphql/errors';
import type { IssuedTokenFieldsFragment } from '@/lib/graphql/generated/graphql';
import { ChoiceChip } from './choice-chip';
import { NewTokenContext } from './new-token-context';
import { OVERLAP_CHOICES } from './tokens-params';

type Overlap = (typeof OVERLAP_CHOICES)[number];

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
  const [renew, { loading }] = useMutation(RENEW_TOKEN_MUTATION, {
    refetchQueries: 'active',
    awaitRefetchQueries: true,
  });

  // Shows every failure in the dialog, so the form's handler starts it without waiting (`void`).
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const overlapSeconds = live ? overlap.seconds : 0;
      const { data } = await renew({ variables: { tokenId: token.tokenId, overlapSeconds } });
      const result = data?.renewCustomerToken;
      if (!result) throw new Error('No token returned');
      show({
        token: result.token,
        expiresAt: result.expiresAt,
        customerName: token.customer.name,
        note: live
          ? `The token it replaces, ${token.tokenId}, stops working ${overlapSeconds === 0 ? 'at once' : overlap.label}.`
          : `It replaces ${token.tokenId}, which had expired.`,
      });
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
            A new {formatLifetime(token.lifetimeSeconds)} token
            {token.label ? <> for “{token.label}”</> : null}, in place of{' '}
            <code className="font-mono text-ink">{token.tokenId}</code>.
          </>
        }
      >
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          {live ? (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">The old token stops working</legend>
              <div className="flex flex-wrap gap-2">
                {OVERLAP_CHOICES.map((choice) => (
                  <ChoiceChip
                    key={choice.seconds}
                    name={`${id}-overlap`}
                    label={choice.label}
                    checked={overlap.seconds === choice.seconds}
                    disabled={choice.seconds > 0 && choice.seconds * 1000 >= left}
                    onSelect={() => setOverlap(choice)}
                  />
                ))}
              </div>
              <p className="text-xs text-muted">
                Give the customer time to switch: until then both tokens work.
              </p>
            </fieldset>
          ) : (
            <p className="text-sm">The old token has expired; it stays as it is.</p>
          )}
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="primary" disabled={loading}>
              {loading ? 'Renewing…' : 'Renew token'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
