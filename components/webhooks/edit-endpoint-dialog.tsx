'use client';

import { useChangeMutation } from '@/lib/graphql-client/use-change-mutation';
import { useState, type FormEvent } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormActions, FormError } from '@/components/ui/form-end';
import { UPDATE_WEBHOOK_ENDPOINT_MUTATION } from '@/lib/graphql-client/documents/webhooks';
import type { WebhookEndpointFieldsFragment } from '@/lib/graphql-client/generated/graphql';
import {
  EndpointFields,
  endpointFieldsOf,
  endpointFormErrors,
  type EndpointFormErrors,
} from './endpoint-fields';
import { EventTypesField } from './event-types-field';

const ID = 'edit-endpoint';

/** Changes an endpoint's URL, description and event types; the service checks the URL as on creation. */
export function EditEndpointDialog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpointFieldsFragment;
  onClose: () => void;
}) {
  const [errors, setErrors] = useState<EndpointFormErrors>({});
  const [update, { loading }] = useChangeMutation(UPDATE_WEBHOOK_ENDPOINT_MUTATION);

  // Shows every failure in the form itself, so the form's handler starts it without waiting (`void`).
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields = endpointFieldsOf(form);
    setErrors('errors' in fields ? fields.errors : {});
    if ('errors' in fields) return;
    const { url, description } = fields;
    try {
      const eventTypes = form.getAll('eventTypes').map(String);
      await update({
        variables: { endpointId: endpoint.endpointId, url, description, eventTypes },
      });
      onClose();
    } catch (error) {
      setErrors(endpointFormErrors(error, ID));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title="Edit webhook endpoint"
        description="Changes apply to events from now on."
        className="max-w-xl"
      >
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <EndpointFields idPrefix={ID} errors={errors} defaults={endpoint} />
          <EventTypesField id={`${ID}-eventTypes`} chosen={endpoint.eventTypes} error={errors.eventTypes} />
          <FormError message={errors.form} />
          <FormActions onCancel={onClose} busy={loading} label="Save changes" busyLabel="Saving…" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
