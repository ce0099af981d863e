'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { GENERATE_HANDBOOK_MUTATION } from '@/lib/graphql-client/documents/handbooks';
import { useChangeMutation } from '@/lib/graphql-client/use-change-mutation';
import { checkHandbookInput, handbookErrorsFrom, type HandbookFormErrors } from './handbook-form-errors';
import type { PolicyChoice } from './policy-picker';

const focusFirstInvalid = (form: HTMLFormElement) =>
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

/**
 * The generate form's submission: checks what it can before sending, then writes the handbook and opens
 * it. A refusal keeps everything typed and lands under its field, which takes the focus.
 */
export function useGenerateHandbook({
  userId,
  country,
  policies,
  chosen,
}: {
  userId: string;
  country: string;
  policies: readonly PolicyChoice[];
  chosen: ReadonlySet<string>;
}) {
  const router = useRouter();
  const [errors, setErrors] = useState<HandbookFormErrors>({});
  const [generate, generating] = useChangeMutation(GENERATE_HANDBOOK_MUTATION);
  // From the click until the new handbook's page has arrived: written, then opening.
  const [opening, startOpening] = useTransition();

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
      focusFirstInvalid(form);
      return;
    }
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
            policies:
              chosen.size === policies.length
                ? null
                : policies.map((p) => p.key).filter((key) => chosen.has(key)),
          },
        },
      });
      const handbook = result?.generateCustomerHandbook;
      if (!handbook) throw new Error('No handbook returned');
      startOpening(() => router.push(`/handbooks/${encodeURIComponent(handbook.handbookId)}`));
    } catch (failure) {
      setErrors(handbookErrorsFrom(failure));
      focusFirstInvalid(form);
    }
  };

  return { submit, errors, generating: generating.loading, opening };
}
