'use client';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { controlProps, Field, Input } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-end';
import { Notice } from '@/components/ui/notice';
import { BRANDING_DISPLAY_NAME_LENGTH } from '@/lib/contract/limits';
import type { BrandingFieldsFragment } from '@/lib/graphql-client/generated/graphql';
import { AccentColorField } from './accent-color-field';
import { previewOf } from './branding-changes';
import { HandbookCover } from './handbook-cover';
import { LogoField } from './logo-field';
import { FIELD_IDS, useBrandingForm } from './use-branding-form';
import { LengthCount } from '@/components/ui/length-count';

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
  const { draft, edit, errors, setFieldError, busy, done, submit } = useBrandingForm(initial);
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
            <LengthCount value={draft.displayName} max={BRANDING_DISPLAY_NAME_LENGTH.max} />
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
              setFieldError('logo', undefined);
              edit({ logo });
            }}
            onProblem={(message) => setFieldError('logo', message)}
          />
          <FormError message={errors.form} />
          <div className="flex flex-wrap items-center justify-end gap-3">
            {done === 'saved' ? <Notice tone="success">Branding saved.</Notice> : null}
            {done === 'unchanged' ? <Notice>Nothing to save: no field has changed.</Notice> : null}
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
