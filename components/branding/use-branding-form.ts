'use client';

import { useState, type FormEvent } from 'react';
import { UPDATE_BRANDING_MUTATION } from '@/lib/graphql-client/documents/branding';
import type { BrandingFieldsFragment } from '@/lib/graphql-client/generated/graphql';
import { loadBrowserClient } from '@/lib/graphql-client/load-browser-client';
import { changesOf, draftOf, type BrandingDraft } from './branding-changes';
import { brandingErrorsFrom, checkBrandingInput, type BrandingFormErrors } from './branding-errors';

export const FIELD_IDS = {
  displayName: 'branding-name',
  accentColor: 'branding-accent',
  logo: 'branding-logo',
};

const focusFirstError = (errors: BrandingFormErrors) => {
  const field = (['displayName', 'accentColor', 'logo'] as const).find((name) => errors[name]);
  if (field) requestAnimationFrame(() => document.getElementById(FIELD_IDS[field])?.focus());
};

/**
 * The branding form's state: the draft as typed, its errors, and saving only what changed from the saved
 * branding (Apollo loaded on the first save). A refusal keeps the draft and focuses its field.
 */
export function useBrandingForm(initial: BrandingFieldsFragment) {
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState<BrandingDraft>(() => draftOf(initial));
  const [errors, setErrors] = useState<BrandingFormErrors>({});
  const [busy, setBusy] = useState(false);
  // What the last save did: the notice beside the button.
  const [done, setDone] = useState<'saved' | 'unchanged' | null>(null);

  const edit = (change: Partial<BrandingDraft>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    setDone(null);
    // A field under an error is checked again as it is corrected: the error goes once the value is right,
    // rather than staying until the next save.
    const typed = (['displayName', 'accentColor'] as const).filter(
      (field) => field in change && errors[field],
    );
    if (typed.length > 0) {
      const problems = checkBrandingInput(next);
      setErrors((current) => ({ ...current, ...Object.fromEntries(typed.map((f) => [f, problems[f]])) }));
    }
  };
  const setFieldError = (field: keyof BrandingFormErrors, message: string | undefined) => {
    setErrors((current) => ({ ...current, [field]: message }));
    // "Branding saved." beside a new refusal would read as if the refused file had been saved.
    if (message) setDone(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = checkBrandingInput(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return focusFirstError(problems);
    const variables = changesOf(draft, saved);
    if (Object.keys(variables).length === 0) return setDone('unchanged');
    setBusy(true);
    try {
      const client = await loadBrowserClient();
      const { data } = await client.mutate({ mutation: UPDATE_BRANDING_MUTATION, variables });
      if (data) {
        setSaved(data.updateBranding);
        setDraft(draftOf(data.updateBranding));
      }
      setDone('saved');
    } catch (error) {
      const next = brandingErrorsFrom(error);
      setErrors(next);
      // A refused logo is not left chosen: the field and the preview show the saved one again, beside why.
      if (next.logo) setDraft((current) => ({ ...current, logo: draftOf(saved).logo }));
      focusFirstError(next);
    } finally {
      setBusy(false);
    }
  };

  return { draft, edit, errors, setFieldError, busy, done, submit };
}
