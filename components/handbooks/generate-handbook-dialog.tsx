'use client';

import { useMutation } from '@apollo/client/react';
import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { FormActions, FormError } from '@/components/ui/form-end';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { describedBy, Field, Input, Select } from '@/components/ui/field';
import { EMPLOYEE_COUNT, HANDBOOK_TEXT_LENGTH } from '@/lib/contract/limits';
import { GENERATE_HANDBOOK_MUTATION } from '@/lib/graphql/documents/handbooks';
import { findCountry, HANDBOOK_COUNTRIES } from './handbook-countries';
import { checkHandbookInput, handbookErrorsFrom, type HandbookFormErrors } from './handbook-form-errors';
import { PolicyPicker, type PolicyChoice } from './policy-picker';

/** Today in the viewer's calendar, as `YYYY-MM-DD` (what a date input holds). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const control = (id: string, error?: string, hint?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, { error, hint }),
});

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
  onClose,
}: {
  userId: string;
  companyName: string;
  policies: readonly PolicyChoice[];
  onClose: () => void;
}) {
  const router = useRouter();
  const [country, setCountry] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(policies.map((p) => p.key)));
  const [errors, setErrors] = useState<HandbookFormErrors>({});
  const [generate, generating] = useMutation(GENERATE_HANDBOOK_MUTATION, {
    update: (cache) => cache.evict({ id: 'ROOT_QUERY', fieldName: 'customerHandbooks' }),
  });
  // From the click until the new handbook's page has arrived: written, then opening.
  const [opening, startOpening] = useTransition();
  const loading = generating.loading || opening;
  const regions = findCountry(country)?.regions;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const problems: HandbookFormErrors = {
      ...checkHandbookInput({
        companyName: text('companyName'),
        employeeCount: text('employeeCount'),
        policies: [...chosen],
      }),
      ...(country ? {} : { country: 'Choose the country the handbook is for.' }),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const allPolicies = chosen.size === policies.length;
    try {
      const { data: result } = await generate({
        variables: {
          userId,
          input: {
            companyName: text('companyName'),
            country,
            region: text('region') || null,
            employeeCount: Number(text('employeeCount')),
            effectiveDate: text('effectiveDate') || null,
            // Every policy is the standard set: left to the service, which knows it best.
            policies: allPolicies ? null : policies.map((p) => p.key).filter((key) => chosen.has(key)),
          },
        },
      });
      const handbook = result?.generateCustomerHandbook;
      if (!handbook) throw new Error('No handbook returned');
      startOpening(() => router.push(`/handbooks/${encodeURIComponent(handbook.handbookId)}`));
    } catch (failure) {
      const next = handbookErrorsFrom(failure);
      setErrors(next);
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };

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
            <Field id="handbook-company" label="Company" error={errors.companyName}>
              <Input
                {...control('handbook-company', errors.companyName)}
                name="companyName"
                defaultValue={companyName}
                maxLength={HANDBOOK_TEXT_LENGTH.max}
                autoComplete="organization"
              />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="handbook-country" label="Country" error={errors.country}>
                <Select
                  {...control('handbook-country', errors.country)}
                  name="country"
                  value={country}
                  onChange={(event) => setCountry(event.target.value)}
                >
                  <option value="">Choose a country</option>
                  {HANDBOOK_COUNTRIES.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name}
                    </option>
                  ))}
                </Select>
              </Field>
              {regions ? (
                <Field id="handbook-region" label={`${regions.label} (optional)`} error={errors.region}>
                  <Select
                    {...control('handbook-region', errors.region)}
                    name="region"
                    key={country}
                    defaultValue=""
                  >
                    <option value="">None: the country’s rules only</option>
                    {regions.list.map((r) => (
                      <option key={r.code} value={r.code}>
                        {r.name}
                      </option>
                    ))}
                  </Select>
                </Field>
              ) : null}
              <Field id="handbook-employees" label="Employees" error={errors.employeeCount}>
                <Input
                  {...control('handbook-employees', errors.employeeCount)}
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
                  {...control('handbook-effective', errors.effectiveDate)}
                  name="effectiveDate"
                  type="date"
                  defaultValue={today()}
                />
              </Field>
            </div>
            <PolicyPicker policies={policies} chosen={chosen} onChange={setChosen} error={errors.policies} />
          </fieldset>
          <FormError message={errors.form} />
          <p role="status" className="text-sm text-muted empty:hidden">
            {generating.loading
              ? 'Writing the handbook… it opens as soon as it is ready.'
              : opening
                ? 'Written. Opening the handbook…'
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
