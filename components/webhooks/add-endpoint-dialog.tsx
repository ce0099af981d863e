'use client';

import { useChangeMutation } from '@/lib/graphql-client/use-change-mutation';
import { useState, type FormEvent } from 'react';
import { FormActions, FormError } from '@/components/ui/form-end';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { CREATE_WEBHOOK_ENDPOINT_MUTATION } from '@/lib/graphql-client/documents/webhooks';
import {
  EndpointFields,
  endpointFieldsOf,
  endpointFormErrors,
  type EndpointFormErrors,
} from './endpoint-fields';
import { SigningSecretContent } from './signing-secret-content';

/**
 * Adds an endpoint, then shows its signing secret in the same dialog, this once: the service keeps it only
 * sealed and never returns it again. `onCreated` selects the new endpoint on the page.
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
  const [create, { loading }] = useChangeMutation(CREATE_WEBHOOK_ENDPOINT_MUTATION);

  // Shows every failure in the form itself, so the form's handler starts it without waiting (`void`).
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields = endpointFieldsOf(form);
    setErrors('errors' in fields ? fields.errors : {});
    if ('errors' in fields) return;
    const { url, description } = fields;
    try {
      const { data } = await create({ variables: { url, description } });
      const created = data?.createWebhookEndpoint;
      if (!created) throw new Error('No endpoint returned');
      setSecret(created.secret);
      onCreated(created.endpoint.endpointId);
    } catch (error) {
      setErrors(endpointFormErrors(error, 'new-endpoint'));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      {secret ? (
        <SigningSecretContent
          secret={secret}
          onDone={onClose}
          title="Endpoint added"
          description="Events are sent to it from now on."
        />
      ) : (
        <DialogContent
          title="New webhook endpoint"
          description="Every event about your customers and their tokens is sent to it, signed."
        >
          <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
            <EndpointFields idPrefix="new-endpoint" errors={errors} />
            <FormError message={errors.form} />
            <FormActions onCancel={onClose} busy={loading} label="Add endpoint" busyLabel="Adding…" />
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
