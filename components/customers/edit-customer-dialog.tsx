'use client';

import { useState, type FormEvent } from 'react';
import { FormActions, FormError } from '@/components/ui/form-end';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { describedBy, Field, Input } from '@/components/ui/field';
import { CUSTOMER_EMAIL_MAX_LENGTH, CUSTOMER_NAME_LENGTH } from '@/lib/contract/limits';
import { UPDATE_CUSTOMER_MUTATION } from '@/lib/graphql-client/documents/customers';
import { useChangeMutation } from '@/lib/graphql-client/use-change-mutation';
import { checkCustomerInput, customerErrorsFrom, type CustomerFormErrors } from './customer-form-errors';

const EMAIL_HINT = 'Unique among your customers.';

/**
 * Changes a customer's name and email; only what changed is sent. A refusal shows under its field and
 * keeps what was typed. The page, its heading and title included, is rendered again after (useChangeMutation).
 */
export function EditCustomerDialog({
  customer,
  onClose,
}: {
  customer: { userId: string; name: string; email: string };
  onClose: () => void;
}) {
  const [errors, setErrors] = useState<CustomerFormErrors>({});
  const [update, { loading }] = useChangeMutation(UPDATE_CUSTOMER_MUTATION);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get('name') ?? '');
    const email = String(data.get('email') ?? '');
    const problems = checkCustomerInput({ name, email });
    if (problems.name || problems.email) {
      setErrors(problems);
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const changes = {
      ...(name.trim() !== customer.name ? { name: name.trim() } : {}),
      ...(email.trim().toLowerCase() !== customer.email ? { email: email.trim() } : {}),
    };
    setErrors({});
    if (Object.keys(changes).length === 0) return onClose();
    try {
      await update({ variables: { userId: customer.userId, ...changes } });
      onClose();
    } catch (error) {
      const next = customerErrorsFrom(error);
      setErrors(next);
      const field = next.name ? 'name' : next.email ? 'email' : null;
      if (field) requestAnimationFrame(() => document.getElementById(`edit-customer-${field}`)?.focus());
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Edit customer">
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <Field id="edit-customer-name" label="Name" error={errors.name}>
            <Input
              id="edit-customer-name"
              name="name"
              defaultValue={customer.name}
              autoComplete="off"
              maxLength={CUSTOMER_NAME_LENGTH.max}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy('edit-customer-name', { error: errors.name })}
            />
          </Field>
          <Field id="edit-customer-email" label="Email" hint={EMAIL_HINT} error={errors.email}>
            <Input
              id="edit-customer-email"
              name="email"
              type="email"
              defaultValue={customer.email}
              autoComplete="off"
              maxLength={CUSTOMER_EMAIL_MAX_LENGTH}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy('edit-customer-email', { hint: EMAIL_HINT, error: errors.email })}
            />
          </Field>
          <FormError message={errors.form} />
          <FormActions onCancel={onClose} busy={loading} label="Save changes" busyLabel="Saving…" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
