'use client';

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { AbsoluteTime } from '@/components/ui/time';
import { userMessageFor } from '@/lib/graphql/errors';
import { REVOKE_TOKEN_MUTATION } from '@/lib/graphql/documents/tokens';

/** Revoke, after saying what it does. The token record updates in place through the normalised cache. */
export function RevokeTokenButton({ token }: { token: { tokenId: string; expiresAt: string } }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [revoke, { loading }] = useMutation(REVOKE_TOKEN_MUTATION, {
    refetchQueries: 'active',
    awaitRefetchQueries: true,
  });

  // Shows every failure in the dialog, so the confirm button starts it without waiting (`void`).
  const confirm = async () => {
    setError(null);
    try {
      await revoke({ variables: { tokenId: token.tokenId } });
      setOpen(false);
    } catch (failure) {
      setError(userMessageFor(failure));
    }
  };

  return (
    <>
      <Button
        size="sm"
        variant="danger-outline"
        onClick={() => setOpen(true)}
        aria-label={`Revoke token ${token.tokenId}`}
      >
        Revoke
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setError(null);
        }}
        title="Revoke this token?"
        description={
          <>
            <p>
              Requests with token <code className="font-mono text-ink">{token.tokenId}</code> will be refused
              at once. It would otherwise have expired <AbsoluteTime value={token.expiresAt} />.
            </p>
            <p className="mt-2">This cannot be undone; you can issue a new token afterwards.</p>
          </>
        }
        confirmLabel="Revoke token"
        pending={loading}
        error={error}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
