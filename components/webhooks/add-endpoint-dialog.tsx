'use client';

import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormActions, FormError } from '@/components/ui/form-end';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { controlProps, Field, Input } from '@/components/ui/field';
import { WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_URL_MAX_LENGTH } from '@/lib/contract/limits';
import { fieldError, userMessageFor } from '@/lib/graphql/errors';
import { CREATE_WEBHOOK_ENDPOINT_MUTATION } from '@/lib/graphql/documents/webhooks';
import { EndpointSecretContent } from './endpoint-secret-content';

type Errors = { url?: string; description?: string; form?: string };

const URL_HINT =
  'An https address that accepts POST requests, such as https://example.com/webhooks/handbook.';

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
  const [errors, setErrors] = useState<Errors>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CREATE_WEBHOOK_ENDPOINT_MUTATION, {
    refetchQueries: 'active',
    awaitRefetchQueries: true,
  });

  // Shows every failure in the form itself, so the form's handler starts it without waiting (`void`).
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const url = String(form.get('url') ?? '').trim();
    const description = String(form.get('description') ?? '').trim();
    if (!url) {
      setErrors({ url: 'Enter the address webhooks are sent to.' });
      return;
    }
    setErrors({});
    try {
      const { data } = await create({ variables: { url, description: description || null } });
      const created = data?.createWebhookEndpoint;
      if (!created) throw new Error('No endpoint returned');
      setSecret(created.secret);
      onCreated(created.endpoint.endpointId);
    } catch (error) {
      const field = fieldError(error);
      if (field && (field.field === 'url' || field.field === 'description')) {
        setErrors({ [field.field]: field.message });
        requestAnimationFrame(() => document.getElementById(`new-endpoint-${field.field}`)?.focus());
      } else {
        setErrors({ form: userMessageFor(error) });
      }
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      {secret ? (
        <EndpointSecretContent secret={secret} onDone={onClose} />
      ) : (
        <DialogContent
          title="New webhook endpoint"
          description="Every event about your customers and their tokens is sent to it, signed."
        >
          <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
            <Field id="new-endpoint-url" label="URL" hint={URL_HINT} error={errors.url}>
              <Input
                {...controlProps('new-endpoint-url', { hint: URL_HINT, error: errors.url })}
                name="url"
                type="url"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                maxLength={WEBHOOK_URL_MAX_LENGTH}
                placeholder="https://"
              />
            </Field>
            <Field id="new-endpoint-description" label="Description (optional)" error={errors.description}>
              <Input
                {...controlProps('new-endpoint-description', { error: errors.description })}
                name="description"
                autoComplete="off"
                maxLength={WEBHOOK_DESCRIPTION_MAX_LENGTH}
              />
            </Field>
            <FormError message={errors.form} />
            <FormActions onCancel={onClose} busy={loading} label="Add endpoint" busyLabel="Adding…" />
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
