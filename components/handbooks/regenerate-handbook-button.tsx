'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { REGENERATE_HANDBOOK_MUTATION } from '@/lib/graphql-client/documents/handbooks';
import { userMessageFor } from '@/lib/graphql-client/errors';
import { useChangeMutation } from '@/lib/graphql-client/use-change-mutation';
import { useRegenerated } from './regeneration-outcome';

/**
 * Brings one handbook up to date: a new version from the current library. No confirmation: nothing is lost
 * (the earlier version stays readable). The page, rendered on the server, is then rendered again
 * (useChangeMutation), and the button stays busy until it has arrived; RegenerationOutcome then says so.
 */
export function RegenerateHandbookButton({ handbookId }: { handbookId: string }) {
  const [error, setError] = useState<string | null>(null);
  const [regenerate, { loading: busy }] = useChangeMutation(REGENERATE_HANDBOOK_MUTATION);
  const regenerated = useRegenerated();

  const run = async () => {
    setError(null);
    try {
      const { data } = await regenerate({ variables: { handbookId } });
      if (data) regenerated(data.regenerateCustomerHandbook.version);
    } catch (failure) {
      setError(`${userMessageFor(failure)} The handbook was not changed.`);
    }
  };

  return (
    <div className="flex flex-col items-start gap-1">
      <Button size="sm" disabled={busy} onClick={() => void run()}>
        {busy ? <Spinner /> : null}
        {busy ? 'Bringing up to date…' : 'Bring up to date'}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
