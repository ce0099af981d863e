'use client';

import { useState, type FormEvent } from 'react';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '@/components/auth/role-labels';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { controlProps, Field, Input } from '@/components/ui/field';
import { FormActions, FormError } from '@/components/ui/form-end';
import { ShownOnceContent } from '@/components/ui/shown-once-content';
import { API_KEY_NAME_LENGTH } from '@/lib/contract/limits';
import { API_KEY_ROLES, ApiKeyRole, isApiKeyRole } from '@/lib/contract/staff-roles';
import { fieldError, userMessageFor } from '@/lib/graphql-client/errors';
import { ISSUE_API_KEY_MUTATION } from '@/lib/graphql-client/documents/staff';
import { useChangeMutation } from '@/lib/graphql-client/use-change-mutation';

const NAME_ID = 'new-key-name';
const NAME_HINT = 'Who or what will hold it: a colleague’s name, or a program’s.';

type Errors = { name?: string; form?: string };

/**
 * Issues a key to a colleague, then shows it in the same dialog, this once (as a token or a signing secret
 * is): the service keeps only its hash. Read-only is chosen at first: least privilege, unless the admin says more.
 */
export function NewKeyDialog({ onClose }: { onClose: () => void }) {
  const [errors, setErrors] = useState<Errors>({});
  const [issued, setIssued] = useState<{ key: string; name: string; role: ApiKeyRole } | null>(null);
  const [issue, { loading }] = useChangeMutation(ISSUE_API_KEY_MUTATION);

  // Shows every failure in the form itself, so the form's handler starts it without waiting (`void`).
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    const role = String(form.get('role') ?? '');
    if (!name) return setErrors({ name: 'Enter who will hold the key.' });
    if (!isApiKeyRole(role)) return setErrors({ form: 'Choose a role.' });
    setErrors({});
    try {
      const { data } = await issue({ variables: { name, role } });
      if (!data) throw new Error('No key returned');
      setIssued({ key: data.issueApiKey.key, ...data.issueApiKey.apiKey });
    } catch (error) {
      const failure = fieldError(error);
      setErrors(failure?.field === 'name' ? { name: failure.message } : { form: userMessageFor(error) });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      {issued ? (
        <ShownOnceContent
          value={issued.key}
          name="API key"
          copyLabel="Copy key"
          testId="new-api-key"
          onDone={onClose}
          title="Key issued"
          description={`${issued.name} can sign in with it now, as ${ROLE_LABELS[issued.role]}.`}
        >
          <strong>Copy the key now: it is shown only this once.</strong> Hand it to {issued.name} securely (a
          password manager, not email or chat); they sign in to this dashboard with it.
        </ShownOnceContent>
      ) : (
        <DialogContent
          title="New API key"
          description="A key of their own for a colleague, with the role you choose."
        >
          <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
            <Field id={NAME_ID} label="Name" hint={NAME_HINT} error={errors.name}>
              <Input
                {...controlProps(NAME_ID, { hint: NAME_HINT, error: errors.name })}
                name="name"
                autoComplete="off"
                maxLength={API_KEY_NAME_LENGTH.max}
              />
            </Field>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">Role</legend>
              {API_KEY_ROLES.map((role) => (
                <label key={role} className="flex items-start gap-2 text-sm">
                  <input
                    type="radio"
                    name="role"
                    value={role}
                    defaultChecked={role === ApiKeyRole.ReadOnly}
                    className="mt-1 accent-accent"
                  />
                  <span className="flex min-w-0 flex-col">
                    <span className="font-medium">{ROLE_LABELS[role]}</span>
                    <span className="text-xs text-muted">{ROLE_DESCRIPTIONS[role]}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <FormError message={errors.form} />
            <FormActions onCancel={onClose} busy={loading} label="Issue key" busyLabel="Issuing…" />
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
