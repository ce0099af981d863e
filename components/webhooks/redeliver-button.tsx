'use client';

import { useChangeMutation } from '@/lib/graphql-client/use-change-mutation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { userMessageFor } from '@/lib/graphql-client/errors';
import { REDELIVER_WEBHOOK_MUTATION } from '@/lib/graphql-client/documents/webhooks';

/** Sends a delivery's message again, as a new delivery with the same `webhook-id`. */
export function RedeliverButton({ delivery }: { delivery: { deliveryId: string; eventType: string } }) {
  const [error, setError] = useState<string | null>(null);
  const [redeliver, { loading }] = useChangeMutation(REDELIVER_WEBHOOK_MUTATION);

  // Reports its own failure beside the button, so the click starts it without waiting (`void`).
  const click = async () => {
    setError(null);
    try {
      await redeliver({ variables: { deliveryId: delivery.deliveryId } });
    } catch (failure) {
      setError(userMessageFor(failure));
    }
  };

  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Button
        size="sm"
        disabled={loading}
        onClick={() => void click()}
        aria-label={`Redeliver ${delivery.eventType} ${delivery.deliveryId}`}
      >
        {loading ? 'Queuing…' : 'Redeliver'}
      </Button>
      {error ? (
        <span role="alert" className="text-xs text-danger">
          {error}
        </span>
      ) : null}
    </div>
  );
}
