'use client';

import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import { REVOKE_API_KEY_MUTATION } from '@/lib/graphql-client/documents/staff';
import { useChangeMutation } from '@/lib/graphql-client/use-change-mutation';
import type { TeamKey } from './team-key-type';

/**
 * Revokes a colleague's key (or one's own), after asking: it stops working at once, and whoever is signed
 * in with it is signed out at their next click. The service refuses the team's last admin key, in words
 * the dialog shows.
 */
export function RevokeKeyButton({ apiKey, yours }: { apiKey: TeamKey; yours: boolean }) {
  const [revoke, { loading }] = useChangeMutation(REVOKE_API_KEY_MUTATION);
  return (
    <ConfirmActionButton
      label="Revoke"
      ariaLabel={`Revoke ${apiKey.name}’s key`}
      title={yours ? 'Revoke your own key?' : `Revoke ${apiKey.name}’s key?`}
      description={
        yours
          ? 'It stops working at once: you will be signed out, and need another key to sign in again.'
          : `It stops working at once: ${apiKey.name} is signed out at their next click, and programs using the key are refused. This cannot be undone; a new key can be issued instead.`
      }
      confirmLabel="Revoke key"
      pending={loading}
      action={() => revoke({ variables: { keyId: apiKey.keyId } })}
    />
  );
}
