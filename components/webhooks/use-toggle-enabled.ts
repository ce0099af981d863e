'use client';

import { useChangeMutation } from '@/lib/graphql-client/use-change-mutation';
import { useState } from 'react';
import { userMessageFor } from '@/lib/graphql-client/errors';
import { UPDATE_WEBHOOK_ENDPOINT_MUTATION } from '@/lib/graphql-client/documents/webhooks';

/**
 * Disables an endpoint (nothing is queued for it; what waits is still sent) or enables it again. `message`
 * says how it went, for the card's live region.
 */
export function useToggleEnabled(endpoint: { endpointId: string; enabled: boolean }) {
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [update, { loading }] = useChangeMutation(UPDATE_WEBHOOK_ENDPOINT_MUTATION);

  // Reports its own outcome in `message`, so a click starts it without waiting (`void`).
  const toggle = async () => {
    setMessage(null);
    const enabled = !endpoint.enabled;
    try {
      await update({ variables: { endpointId: endpoint.endpointId, enabled } });
      setMessage({
        text: enabled ? 'Enabled: new events are sent to it.' : 'Disabled: no new events are queued for it.',
        failed: false,
      });
    } catch (error) {
      setMessage({ text: userMessageFor(error), failed: true });
    }
  };
  return { toggle, toggling: loading, message };
}
