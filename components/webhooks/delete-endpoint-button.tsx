'use client';

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { userMessageFor } from '@/lib/graphql/errors';
import { DELETE_WEBHOOK_ENDPOINT_MUTATION } from '@/lib/graphql/documents/webhooks';
import { EndpointUrl } from './endpoint-url';

/** Deletes an endpoint with its deliveries, after saying so. */
export function DeleteEndpointButton({ endpoint }: { endpoint: { endpointId: string; url: string } }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [remove, { loading }] = useMutation(DELETE_WEBHOOK_ENDPOINT_MUTATION, {
    refetchQueries: 'active',
    awaitRefetchQueries: true,
  });

  // Shows every failure in the dialog, so the confirm button starts it without waiting (`void`).
  const confirm = async () => {
    setError(null);
    try {
      await remove({ variables: { endpointId: endpoint.endpointId } });
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
        aria-label={`Delete endpoint ${endpoint.url}`}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setError(null);
        }}
        title="Delete this endpoint?"
        description={
          <>
            <p>
              No more events are sent to{' '}
              <EndpointUrl url={endpoint.url} className="font-mono break-words text-ink" />, and its delivery
              history is deleted with it.
            </p>
            <p className="mt-2">This cannot be undone; you can add the address again, with a new secret.</p>
          </>
        }
        confirmLabel="Delete endpoint"
        pending={loading}
        error={error}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
