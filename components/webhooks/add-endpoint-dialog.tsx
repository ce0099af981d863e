'use client';

import { useChangeMutation } from '@/lib/graphql-client/use-change-mutation';
import { useState, type FormEvent } from 'react';
import { FormActions, FormError } from '@/components/ui/form-end';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import {
  CREATE_WEBHOOK_ENDPOINT_MUTATION,
  UPDATE_WEBHOOK_ENDPOINT_MUTATION,
} from '@/lib/graphql-client/documents/webhooks';
import {
  EndpointFields,
  endpointFieldsOf,
  endpointFormErrors,
  type EndpointFormErrors,
} from './endpoint-fields';
import { EventTypesField } from './event-types-field';
import { SigningSecretContent } from './signing-secret-content';

/**
 * Adds an endpoint, with the event types it receives, then shows its signing secret in the same dialog,
 * this once: the service keeps it only sealed and never returns it again. `onCreated` selects the new
 * endpoint on the page. The contract's createWebhookEndpoint takes no event types: chosen ones are set
 * right after by updateWebhookEndpoint, and should that fail the secret is still shown, with word of it.
 */
export function AddEndpointDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (endpointId: string) => void;
}) {
  const [errors, setErrors] = useState<EndpointFormErrors>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [typesLost, setTypesLost] = useState(false);
  const [create, { loading }] = useChangeMutation(CREATE_WEBHOOK_ENDPOINT_MUTATION);
  const [update, { loading: updating }] = useChangeMutation(UPDATE_WEBHOOK_ENDPOINT_MUTATION);

  // Shows every failure in the form itself, so the form's handler starts it without waiting (`void`).
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields = endpointFieldsOf(form);
    setErrors('errors' in fields ? fields.errors : {});
    if ('errors' in fields) return;
    const { url, description } = fields;
    const eventTypes = form.getAll('eventTypes').map(String);
    let created;
    try {
      const { data } = await create({ variables: { url, description } });
      created = data?.createWebhookEndpoint;
      if (!created) throw new Error('No endpoint returned');
    } catch (error) {
      setErrors(endpointFormErrors(error, 'new-endpoint'));
      return;
    }
    const { endpointId } = created.endpoint;
    if (eventTypes.length > 0) {
      try {
        await update({ variables: { endpointId, eventTypes } });
      } catch {
        setTypesLost(true);
      }
    }
    setSecret(created.secret);
    onCreated(endpointId);
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      {secret ? (
        <SigningSecretContent
          secret={secret}
          onDone={onClose}
          title="Endpoint added"
          description={
            typesLost
              ? 'Its event types could not be saved, so it receives every event for now: edit it to choose them.'
              : 'Events are sent to it from now on.'
          }
        />
      ) : (
        <DialogContent
          title="New webhook endpoint"
          description="The events you choose about your customers and their tokens are sent to it, signed."
          className="max-w-xl"
        >
          <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
            <EndpointFields idPrefix="new-endpoint" errors={errors} />
            <EventTypesField id="new-endpoint-eventTypes" chosen={[]} error={errors.eventTypes} />
            <FormError message={errors.form} />
            <FormActions
              onCancel={onClose}
              busy={loading || updating}
              label="Add endpoint"
              busyLabel="Adding…"
            />
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
