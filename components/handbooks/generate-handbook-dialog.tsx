'use client';

import { useState } from 'react';
import { FormActions, FormError } from '@/components/ui/form-end';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { controlProps, Field, Input } from '@/components/ui/field';
import { EMPLOYEE_COUNT, HANDBOOK_TEXT_LENGTH } from '@/lib/contract/limits';
import type { HandbookCountryFieldsFragment } from '@/lib/graphql-client/generated/graphql';
import type { HandbookFormErrors } from './handbook-form-errors';
import { HandbookPlaceFields } from './handbook-place-fields';
import { PolicyPicker, type PolicyChoice } from './policy-picker';
import { useGenerateHandbook } from './use-generate-handbook';

/** Today in the viewer's calendar, as `YYYY-MM-DD` (what a date input holds). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Generates a handbook for a customer: company, country (and state or province where the library has
 * rules of its own), employees, effective date and policies (the standard set to start with). While the
 * service writes it the form is locked and says so; a refusal keeps everything typed and shows under its
 * field. Done, the new handbook opens.
 */
export function GenerateHandbookDialog({
  userId,
  companyName,
  policies,
  countries,
  onClose,
}: {
  userId: string;
  companyName: string;
  policies: readonly PolicyChoice[];
  countries: readonly HandbookCountryFieldsFragment[];
  onClose: () => void;
}) {
  const [country, setCountry] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(policies.map((p) => p.key)));
  const { submit, errors, generating, opening } = useGenerateHandbook({ userId, country, policies, chosen });
  const loading = generating || opening;

  return (
    <Dialog open onOpenChange={(open) => (open || loading ? undefined : onClose())}>
      <DialogContent
        title="Generate a handbook"
        description="Written from the policy library for this company; it belongs to the customer."
        className="max-w-2xl"
      >
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-busy={loading || undefined}
          className="flex flex-col gap-4"
        >
          <fieldset disabled={loading} className="flex flex-col gap-4">
            <HandbookFields
              {...{ companyName, countries, country, setCountry, policies, chosen, setChosen, errors }}
            />
          </fieldset>
          <FormError message={errors.form} />
          <p role="status" className="text-sm text-muted empty:hidden">
            {/* Opening first: the change stays pending (`generating`) until the handbook's page arrives. */}
            {opening
              ? 'Written. Opening the handbook…'
              : generating
                ? 'Writing the handbook… it opens as soon as it is ready.'
                : ''}
          </p>
          <FormActions
            onCancel={onClose}
            busy={loading}
            label="Generate handbook"
            busyLabel="Generating…"
            holdCancel
            spinner
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** What the handbook is written for; the dialog holds the country and the policies chosen. */
function HandbookFields({
  companyName,
  countries,
  country,
  setCountry,
  policies,
  chosen,
  setChosen,
  errors,
}: {
  companyName: string;
  countries: readonly HandbookCountryFieldsFragment[];
  country: string;
  setCountry: (code: string) => void;
  policies: readonly PolicyChoice[];
  chosen: Set<string>;
  setChosen: (chosen: Set<string>) => void;
  errors: HandbookFormErrors;
}) {
  return (
    <>
      <Field id="handbook-company" label="Company" error={errors.companyName}>
        <Input
          {...controlProps('handbook-company', { error: errors.companyName })}
          name="companyName"
          defaultValue={companyName}
          maxLength={HANDBOOK_TEXT_LENGTH.max}
          autoComplete="organization"
        />
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <HandbookPlaceFields
          countries={countries}
          country={country}
          onCountryChange={setCountry}
          errors={errors}
        />
        <Field id="handbook-employees" label="Employees" error={errors.employeeCount}>
          <Input
            {...controlProps('handbook-employees', { error: errors.employeeCount })}
            name="employeeCount"
            type="number"
            inputMode="numeric"
            min={EMPLOYEE_COUNT.min}
            max={EMPLOYEE_COUNT.max}
            step={1}
          />
        </Field>
        <Field id="handbook-effective" label="Effective date" error={errors.effectiveDate}>
          <Input
            {...controlProps('handbook-effective', { error: errors.effectiveDate })}
            name="effectiveDate"
            type="date"
            defaultValue={today()}
          />
        </Field>
      </div>
      <PolicyPicker policies={policies} chosen={chosen} onChange={setChosen} error={errors.policies} />
    </>
  );
}
