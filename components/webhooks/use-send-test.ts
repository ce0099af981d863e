'use client';

import { useChangeMutation } from '@/lib/graphql-client/use-change-mutation';
import { useState } from 'react';
import { userMessageFor } from '@/lib/graphql-client/errors';
import { SEND_TEST_WEBHOOK_MUTATION } from '@/lib/graphql-client/documents/webhooks';

const SENT = 'Test event sent.';

/**
 * Where the sent event's delivery is: below while this endpoint's deliveries are shown, which sending
 * selects; once another endpoint is chosen, behind this one's Deliveries button.
 */
export const sentText = (message: { text: string; failed: boolean }, selected: boolean) =>
  message.failed || message.text !== SENT
    ? message.text
    : `${SENT} ${selected ? 'See its delivery below.' : 'Choose Deliveries to see it.'}`;

/**
 * Queues a `webhook.test` event for an endpoint; its delivery appears at the top of the endpoint's
 * deliveries. `message` says how it went, for a live region beside the button.
 */
export function useSendTest(endpointId: string, onSent: () => void) {
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [send, { loading }] = useChangeMutation(SEND_TEST_WEBHOOK_MUTATION);

  // Reports its own outcome in `message`, so a click starts it without waiting (`void`).
  const sendTest = async () => {
    setMessage(null);
    try {
      await send({ variables: { endpointId } });
      setMessage({ text: SENT, failed: false });
      onSent();
    } catch (error) {
      setMessage({ text: userMessageFor(error), failed: true });
    }
  };
  return { sendTest, sending: loading, message };
}
