'use client';

import { controlProps, Field, Input } from '@/components/ui/field';
import { WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_URL_MAX_LENGTH } from '@/lib/contract/limits';
import { fieldError, userMessageFor } from '@/lib/graphql-client/errors';

/** What an endpoint form says went wrong: by the field the service named, or for the whole form. */
export type EndpointFormErrors = { url?: string; description?: string; eventTypes?: string; form?: string };

const FIELDS = ['url', 'description', 'eventTypes'] as const;

/**
 * The errors to show for a failed save: the service's words by the field it named (and that field
 * focused, so a screen reader reads them), anything else for the whole form.
 */
export function endpointFormErrors(error: unknown, idPrefix: string): EndpointFormErrors {
  const failure = fieldError(error);
  const field = FIELDS.find((name) => name === failure?.field);
  if (!failure || !field) return { form: userMessageFor(error) };
  requestAnimationFrame(() => document.getElementById(`${idPrefix}-${field}`)?.focus());
  return { [field]: failure.message };
}

/** What the form holds, trimmed (an empty description is none), or the error when it has no URL. */
export function endpointFieldsOf(
  form: FormData,
): { url: string; description: string | null } | { errors: EndpointFormErrors } {
  const url = String(form.get('url') ?? '').trim();
  const description = String(form.get('description') ?? '').trim();
  if (!url) return { errors: { url: 'Enter the address webhooks are sent to.' } };
  return { url, description: description || null };
}

const URL_HINT =
  'An https address that accepts POST requests, such as https://example.com/webhooks/handbook.';

/** The URL and description of an endpoint, as adding and editing one ask for them. */
export function EndpointFields({
  idPrefix,
  errors,
  defaults,
}: {
  idPrefix: string;
  errors: EndpointFormErrors;
  defaults?: { url: string; description: string | null };
}) {
  const urlId = `${idPrefix}-url`;
  const descriptionId = `${idPrefix}-description`;
  return (
    <>
      <Field id={urlId} label="URL" hint={URL_HINT} error={errors.url}>
        <Input
          {...controlProps(urlId, { hint: URL_HINT, error: errors.url })}
          name="url"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={WEBHOOK_URL_MAX_LENGTH}
          placeholder="https://"
          defaultValue={defaults?.url}
        />
      </Field>
      <Field id={descriptionId} label="Description (optional)" error={errors.description}>
        <Input
          {...controlProps(descriptionId, { error: errors.description })}
          name="description"
          autoComplete="off"
          maxLength={WEBHOOK_DESCRIPTION_MAX_LENGTH}
          defaultValue={defaults?.description ?? undefined}
        />
      </Field>
    </>
  );
}
