'use client';

import { createContext, useContext, useState } from 'react';
import { Button } from '@/components/ui/button';
import { userMessageFor } from '@/lib/graphql/errors';
import { formatLifetime } from '@/lib/format/lifetime';
import type { NewToken } from './new-token-panel';
import { useGenerateToken } from './use-generate-token';

/** Where a renewed token goes to be shown: the page's one new-token panel. */
export const RenewedTokenContext = createContext<(token: NewToken) => void>(() => {});

/**
 * Renew in one step: a new token for the same customer with the same lifetime. The old token is left as
 * it is (it may still be in use); revoke it from the customer's page once the customer has switched.
 */
export function RenewTokenButton({
  token,
}: {
  token: { tokenId: string; userId: string; lifetimeSeconds: number };
}) {
  const show = useContext(RenewedTokenContext);
  const [generate, { loading }] = useGenerateToken();
  const [error, setError] = useState<string | null>(null);

  // Shows every failure under the button, so the click starts it without waiting (`void`).
  const renew = async () => {
    setError(null);
    try {
      const { data } = await generate({
        variables: { userId: token.userId, expiresIn: token.lifetimeSeconds },
      });
      const result = data?.generateCustomerToken;
      if (!result) throw new Error('No token returned');
      show({
        token: result.token,
        expiresAt: result.expiresAt,
        userId: token.userId,
        customerLabel: token.userId,
      });
    } catch (failure) {
      setError(userMessageFor(failure));
    }
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        size="sm"
        onClick={() => void renew()}
        disabled={loading}
        aria-label={`Renew: issue a new ${formatLifetime(token.lifetimeSeconds)} token for ${token.userId}`}
      >
        {loading ? 'Renewing…' : 'Renew'}
      </Button>
      {error ? (
        <p role="alert" className="max-w-48 text-right text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
