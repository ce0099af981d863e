'use client';

import { useChangeMutation } from '@/lib/graphql-client/use-change-mutation';
import { useState } from 'react';
import { SelectionBar } from '@/components/data-table/selection-bar';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { REVOKE_TOKENS_MUTATION } from '@/lib/graphql-client/documents/tokens';
import { userMessageFor } from '@/lib/graphql-client/errors';
import type { IssuedTokenFieldsFragment } from '@/lib/graphql-client/generated/graphql';
import { noteRevoked } from './revoked-tokens';

const LISTED = 5;

const tokensWord = (count: number) => `${count} ${count === 1 ? 'token' : 'tokens'}`;

/**
 * The tokens picked on the page, and one confirmation to revoke them all: the API revokes all of them or
 * none, so a failure leaves every one as it was and says so.
 */
export function RevokeTokensBar({
  selected,
  onClear,
}: {
  selected: IssuedTokenFieldsFragment[];
  onClear: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // What the last revoke did, said after the rows it changed have left the selection.
  const [done, setDone] = useState<string | null>(null);
  const [revoke, { loading }] = useChangeMutation(REVOKE_TOKENS_MUTATION);
  const count = selected.length;
  const result = done ? (
    <Notice
      tone="success"
      action={
        <Button size="sm" variant="ghost" onClick={() => setDone(null)}>
          Dismiss
        </Button>
      }
    >
      {done}
    </Notice>
  ) : null;
  if (count === 0) return <>{result}</>;

  // Shows every failure in the dialog, so the confirm button starts it without waiting (`void`).
  const confirm = async () => {
    setError(null);
    setDone(null);
    try {
      const tokenIds = selected.map((token) => token.tokenId);
      await revoke({ variables: { tokenIds } });
      noteRevoked(tokenIds);
      setOpen(false);
      onClear();
      setDone(`${tokensWord(count)} revoked: ${count === 1 ? 'it no longer works' : 'they no longer work'}.`);
    } catch (failure) {
      setError(`${userMessageFor(failure)} No token was revoked.`);
    }
  };

  return (
    <>
      {result}
      <SelectionBar
        label="Selected tokens"
        count={count}
        onClear={onClear}
        action={
          <Button size="sm" variant="danger" onClick={() => setOpen(true)}>
            Revoke {tokensWord(count)}
          </Button>
        }
      >
        <ConfirmDialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) setError(null);
          }}
          title={`Revoke ${tokensWord(count)}?`}
          description={<RevokeList selected={selected} />}
          confirmLabel={`Revoke ${tokensWord(count)}`}
          pending={loading}
          error={error}
          onConfirm={() => void confirm()}
        />
      </SelectionBar>
    </>
  );
}

/** What the confirmation names: the first few tokens picked, and how many more. */
function RevokeList({ selected }: { selected: IssuedTokenFieldsFragment[] }) {
  const count = selected.length;
  return (
    <>
      <p>Requests with {count === 1 ? 'this token' : `these ${count} tokens`} will be refused at once:</p>
      <ul className="mt-2 flex flex-col gap-1">
        {selected.slice(0, LISTED).map((token) => (
          <li key={token.tokenId}>
            <span className="text-ink">{token.customer.name}</span>{' '}
            <code className="font-mono text-xs">{token.tokenId}</code>
            {token.label ? <> · {token.label}</> : null}
          </li>
        ))}
        {count > LISTED ? <li>and {tokensWord(count - LISTED)} more</li> : null}
      </ul>
      <p className="mt-2">This cannot be undone; you can issue new tokens afterwards.</p>
    </>
  );
}
