'use client';

import { useChangeMutation } from '@/lib/graphql-client/use-change-mutation';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import { DELETE_WEBHOOK_ENDPOINT_MUTATION } from '@/lib/graphql-client/documents/webhooks';
import { EndpointUrl } from './endpoint-url';

/** Deletes an endpoint with its deliveries, after saying so. */
export function DeleteEndpointButton({ endpoint }: { endpoint: { endpointId: string; url: string } }) {
  const [remove, { loading }] = useChangeMutation(DELETE_WEBHOOK_ENDPOINT_MUTATION);

  return (
    <ConfirmActionButton
      label="Delete"
      ariaLabel={`Delete endpoint ${endpoint.url}`}
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
      action={() => remove({ variables: { endpointId: endpoint.endpointId } })}
    />
  );
}
