'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';
import { isRenewable } from '@/components/tokens/renew-token-button';
import { RenewTokenDialog } from '@/components/tokens/renew-token-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { PAGE_LIMIT } from '@/lib/contract/limits';
import { CUSTOMER_TOKENS_QUERY } from '@/lib/graphql-client/documents/tokens';
import { userMessageFor } from '@/lib/graphql-client/errors';
import { loadBrowserClient } from '@/lib/graphql-client/load-browser-client';
import { TokenStatus, type IssuedTokenFieldsFragment } from '@/lib/graphql-client/generated/graphql';

/**
 * Renews the token a customer's access hangs on (the one ending last: the list is soonest first), with the
 * same dialog as the token tables. Its tokens are read when asked for: the overview lists customers only.
 */
export function RenewAccessDialog({
  customer,
  onClose,
}: {
  customer: { userId: string; name: string };
  onClose: () => void;
}) {
  // Read with the browser's client itself: the query hooks of Apollo's Next integration need the page-wide
  // streaming provider, which the overview does not load.
  const [found, setFound] = useState<{ token?: IssuedTokenFieldsFragment; error?: string } | null>(null);
  useEffect(() => {
    let current = true;
    loadBrowserClient()
      .then((client) =>
        client.query({
          query: CUSTOMER_TOKENS_QUERY,
          variables: { userId: customer.userId, offset: 0, limit: PAGE_LIMIT.max },
          fetchPolicy: 'network-only',
        }),
      )
      .then(({ data }) => {
        const tokens = data?.customerTokens.tokens ?? [];
        const token = tokens.filter((t) => t.status === TokenStatus.Active && isRenewable(t)).at(-1);
        if (current) setFound(token ? { token } : {});
      })
      .catch((failure: unknown) => {
        if (current) setFound({ error: userMessageFor(failure) });
      });
    return () => {
      current = false;
    };
  }, [customer.userId]);
  const token = found?.token;
  if (token) return <RenewTokenDialog token={token} onClose={onClose} />;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={`Renew ${customer.name}’s access`}>
        {found?.error ? (
          <p role="alert" className="text-sm text-danger">
            {found.error}
          </p>
        ) : found ? (
          <p className="text-sm">
            {customer.name} has no active token left to renew.{' '}
            <Link
              href={`/customers/${encodeURIComponent(customer.userId)}`}
              className="text-accent underline"
            >
              Issue one on their page
            </Link>
            .
          </p>
        ) : (
          <p className="text-sm text-muted">Finding the token…</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
