'use client';

import { useChangeMutation } from '@/lib/graphql-client/use-change-mutation';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import { AbsoluteTime } from '@/components/ui/time';
import { REVOKE_TOKEN_MUTATION } from '@/lib/graphql-client/documents/tokens';
import { noteRevoked } from './revoked-tokens';

/** Revoke, after saying what it does. The token record updates in place through the normalised cache. */
export function RevokeTokenButton({ token }: { token: { tokenId: string; expiresAt: string } }) {
  const [revoke, { loading }] = useChangeMutation(REVOKE_TOKEN_MUTATION);

  return (
    <ConfirmActionButton
      label="Revoke"
      ariaLabel={`Revoke token ${token.tokenId}`}
      title="Revoke this token?"
      description={
        <>
          <p>
            Requests with token <code className="font-mono text-ink">{token.tokenId}</code> will be refused at
            once. It would otherwise have expired <AbsoluteTime value={token.expiresAt} />.
          </p>
          <p className="mt-2">This cannot be undone; you can issue a new token afterwards.</p>
        </>
      }
      confirmLabel="Revoke token"
      pending={loading}
      action={async () => {
        await revoke({ variables: { tokenId: token.tokenId } });
        noteRevoked([token.tokenId]);
      }}
    />
  );
}
