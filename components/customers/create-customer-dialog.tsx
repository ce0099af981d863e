'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FormActions, FormError } from '@/components/ui/form-end';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { describedBy, Field, Input } from '@/components/ui/field';
import { leaveNotice } from '@/components/ui/pending-notice';
import { CUSTOMER_EMAIL_MAX_LENGTH, CUSTOMER_NAME_LENGTH } from '@/lib/contract/limits';
import { CREATE_CUSTOMER_MUTATION } from '@/lib/graphql-client/documents/customers';
import { useChangeMutation } from '@/lib/graphql-client/use-change-mutation';
import { checkCustomerInput, customerErrorsFrom, type CustomerFormErrors } from './customer-form-errors';

const EMAIL_HINT = 'Unique among your customers.';

/** Creates a customer; the API's field errors appear under their fields. On success, opens the customer. */
export function CreateCustomerDialog({ onClose }: { onClose: () => void }) {
  const router = useRouter();
  const [errors, setErrors] = useState<CustomerFormErrors>({});
  // The list, the overview's counts and the activity are out of date now; they refetch when shown again.
  const [createCustomer, { loading }] = useChangeMutation(CREATE_CUSTOMER_MUTATION);

  // Shows every failure in the form itself, so the form's handler starts it without waiting (`void`).
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    const email = String(form.get('email') ?? '').trim();
    // Plain words per field before anything is sent; the service's own wording is never shown.
    const problems = checkCustomerInput({ name, email });
    if (problems.name || problems.email) {
      setErrors(problems);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    try {
      const { data } = await createCustomer({ variables: { name, email } });
      const created = data?.createHandbookCustomer;
      if (!created) throw new Error('No customer returned');
      onClose();
      const path = `/customers/${encodeURIComponent(created.userId)}`;
      leaveNotice(path, 'Customer created. Issue their first token below.');
      router.push(path);
    } catch (error) {
      const next = customerErrorsFrom(error);
      setErrors(next);
      const field = next.name ? 'name' : next.email ? 'email' : null;
      if (field) requestAnimationFrame(() => document.getElementById(`new-customer-${field}`)?.focus());
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title="New customer"
        description="They can use the Customer API once you issue them a token."
      >
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <Field id="new-customer-name" label="Name" error={errors.name}>
            <Input
              id="new-customer-name"
              name="name"
              autoComplete="off"
              maxLength={CUSTOMER_NAME_LENGTH.max}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy('new-customer-name', { error: errors.name })}
            />
          </Field>
          <Field id="new-customer-email" label="Email" hint={EMAIL_HINT} error={errors.email}>
            <Input
              id="new-customer-email"
              name="email"
              type="email"
              autoComplete="off"
              maxLength={CUSTOMER_EMAIL_MAX_LENGTH}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy('new-customer-email', { hint: EMAIL_HINT, error: errors.email })}
            />
          </Field>
          <FormError message={errors.form} />
          <FormActions onCancel={onClose} busy={loading} label="Create customer" busyLabel="Creating…" />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
