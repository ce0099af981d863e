'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { controlProps, Field, Input } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-end';
import { Notice } from '@/components/ui/notice';
import { BRANDING_DISPLAY_NAME_LENGTH } from '@/lib/contract/limits';
import { UPDATE_BRANDING_MUTATION } from '@/lib/graphql/documents/branding';
import type { BrandingFieldsFragment } from '@/lib/graphql/generated/graphql';
import { loadBrowserClient } from '@/lib/graphql/load-browser-client';
import { AccentColorField } from './accent-color-field';
import { changesOf, draftOf, previewOf, type BrandingDraft } from './branding-changes';
import { brandingErrorsFrom, checkBrandingInput, type BrandingFormErrors } from './branding-errors';
import { HandbookCover } from './handbook-cover';
import { LogoField } from './logo-field';

const FIELD_IDS = { displayName: 'branding-name', accentColor: 'branding-accent', logo: 'branding-logo' };

const focusFirstError = (errors: BrandingFormErrors) => {
  const field = (['displayName', 'accentColor', 'logo'] as const).find((name) => errors[name]);
  if (field) requestAnimationFrame(() => document.getElementById(FIELD_IDS[field])?.focus());
};

/**
 * The reseller's branding: display name, accent colour and logo, beside a live preview of a handbook's
 * cover as the values stand. Only what changed is sent; a refusal shows by its field and keeps the draft.
 */
export function BrandingForm({
  initial,
  resellerName,
  sampleDate,
}: {
  initial: BrandingFieldsFragment;
  resellerName: string;
  /** The preview's effective date (today, from the server, so both renders agree). */
  sampleDate: string;
}) {
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState<BrandingDraft>(() => draftOf(initial));
  const [errors, setErrors] = useState<BrandingFormErrors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const edit = (change: Partial<BrandingDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setDone(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = checkBrandingInput(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return focusFirstError(problems);
    const variables = changesOf(draft, saved);
    if (Object.keys(variables).length === 0) return setDone(true);
    setBusy(true);
    try {
      const client = await loadBrowserClient();
      const { data } = await client.mutate({ mutation: UPDATE_BRANDING_MUTATION, variables });
      if (data) {
        setSaved(data.updateBranding);
        setDraft(draftOf(data.updateBranding));
      }
      setDone(true);
    } catch (error) {
      const next = brandingErrorsFrom(error);
      setErrors(next);
      focusFirstError(next);
    } finally {
      setBusy(false);
    }
  };

  const nameHint = `Shown as “Prepared by” on your customers’ handbooks. Empty: your account name, ${resellerName}.`;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <Card className="p-4 sm:p-5">
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
          <Field id={FIELD_IDS.displayName} label="Display name" hint={nameHint} error={errors.displayName}>
            <Input
              {...controlProps(FIELD_IDS.displayName, { hint: nameHint, error: errors.displayName })}
              name="displayName"
              value={draft.displayName}
              onChange={(event) => edit({ displayName: event.target.value })}
              placeholder={resellerName}
              autoComplete="organization"
              maxLength={BRANDING_DISPLAY_NAME_LENGTH.max}
            />
          </Field>
          <AccentColorField
            value={draft.accentColor}
            error={errors.accentColor}
            onChange={(accentColor) => edit({ accentColor })}
          />
          <LogoField
            dataUrl={draft.logo.dataUrl}
            error={errors.logo}
            onChoose={(logo) => {
              setErrors((current) => ({ ...current, logo: undefined }));
              edit({ logo });
            }}
            onProblem={(logo) => setErrors((current) => ({ ...current, logo }))}
          />
          <FormError message={errors.form} />
          <div className="flex flex-wrap items-center justify-end gap-3">
            {done ? <Notice tone="success">Branding saved.</Notice> : null}
            <Button type="submit" variant="primary" disabled={busy}>
              {busy ? 'Saving…' : 'Save branding'}
            </Button>
          </div>
        </form>
      </Card>
      <div className="flex flex-col gap-2 lg:sticky lg:top-4">
        <h2 className="text-sm font-medium text-muted">Preview of a handbook’s cover</h2>
        <HandbookCover
          companyName="Example Company Ltd"
          title="Employee Handbook"
          effectiveDate={sampleDate}
          branding={previewOf(draft, resellerName)}
        />
      </div>
    </div>
  );
}
