'use client';

import { useActionState, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn, focusRing } from '@/components/ui/cn';
import { inputClasses } from '@/components/ui/field';
import { API_KEY_PREFIX, KEY_HINT_GAP } from '@/lib/contract/api-key-format';
import { Spinner } from '@/components/ui/spinner';
import type { SignInFormState } from '@/lib/dashboard/session/sign-in';

const INITIAL_STATE: SignInFormState = { message: null, keyInvalid: false, attempt: 0 };

/** Sign-in with a reseller API key; a refusal keeps what was pasted and says why, announced. */
export function SignInForm({
  action,
  next,
}: {
  action: (previous: SignInFormState, formData: FormData) => Promise<SignInFormState>;
  next: string | null;
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_STATE);
  // Controlled, so a failed attempt keeps what was pasted (React resets uncontrolled fields after an action).
  const [apiKey, setApiKey] = useState('');

  return (
    <form action={formAction} noValidate className="flex flex-col gap-4">
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <ApiKeyField
        value={apiKey}
        onChange={setApiKey}
        invalid={state.keyInvalid}
        describedBy={state.message ? 'api-key-hint sign-in-error' : 'api-key-hint'}
      />

      {/* Always in the document, so screen readers pick up a message as soon as it is filled in. */}
      <div id="sign-in-error" role="alert" className="empty:hidden">
        {state.message ? (
          <p
            key={state.attempt}
            className="rounded-md border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
          >
            {state.message}
          </p>
        ) : null}
      </div>

      <Button type="submit" variant="primary" disabled={pending} aria-disabled={pending} className="w-full">
        {pending ? (
          <>
            <Spinner />
            Signing in…
          </>
        ) : (
          'Sign in'
        )}
      </Button>
    </form>
  );
}

/** The key, hidden as a password unless shown (to check a paste), with where it comes from. */
function ApiKeyField({
  value,
  onChange,
  invalid,
  describedBy,
}: {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="api-key" className="text-sm font-medium">
        API key
      </label>
      <div className="relative">
        <input
          id="api-key"
          name="apiKey"
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          autoFocus
          placeholder={`${API_KEY_PREFIX}${KEY_HINT_GAP}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cn(inputClasses, 'pr-20 font-mono')}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-controls="api-key"
          aria-label={visible ? 'Hide key' : 'Show key'}
          className={cn(
            'absolute inset-y-1 right-1 rounded px-3 text-sm font-medium text-accent hover:bg-line/60',
            focusRing,
          )}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      <p id="api-key-hint" className="text-xs text-muted">
        Your reseller API key starts with <code className="font-mono text-ink">{API_KEY_PREFIX}</code>. Ask
        Handbook support if you do not have one.
      </p>
    </div>
  );
}
