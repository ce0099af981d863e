'use client';

import { useContext, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { describedBy, Field, Input } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-end';
import { TOKEN_LABEL_MAX_LENGTH } from '@/lib/contract/limits';
import { formatLifetime, parseLifetime, DEFAULT_LIFETIME_DAYS } from '@/lib/format/lifetime';
import { userMessageFor } from '@/lib/graphql-client/errors';
import { LifetimePicker, type LifetimeChoice } from './lifetime-picker';
import { NewTokenContext } from './new-token-context';
import { newTokenFrom } from './new-token-panel';
import { useTokenToCopy } from './new-token-slot';
import { useGenerateToken } from './use-generate-token';
import { LengthCount } from '@/components/ui/length-count';

const DEFAULT_CHOICE: LifetimeChoice = { kind: 'preset', days: DEFAULT_LIFETIME_DAYS };

function lifetimeSeconds(choice: LifetimeChoice) {
  return choice.kind === 'preset'
    ? { ok: true as const, seconds: choice.days * 86_400 }
    : parseLifetime(choice.amount, choice.unit);
}

const LABEL_HINT = 'Optional: what the token is for, such as “HR portal”. Shown in token lists.';

/**
 * Issue a token for one customer: an optional label, a lifetime (30 days unless changed), then see the
 * token once, in the page's place for new tokens. The form steps aside while a token waits to be copied
 * there, and is back as soon as nothing is left to copy (stored, dismissed, revoked).
 */
export function IssueTokenForm({ userId, customerName }: { userId: string; customerName: string }) {
  const [choice, setChoice] = useState<LifetimeChoice>(DEFAULT_CHOICE);
  const [label, setLabel] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const show = useContext(NewTokenContext);
  const waiting = useTokenToCopy();
  const [generate, { loading }] = useGenerateToken();

  // Shows every failure in the form itself, so the form's handler starts it without waiting (`void`).
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const lifetime = lifetimeSeconds(choice);
    if (!lifetime.ok) {
      setFieldError(lifetime.message);
      return;
    }
    setFieldError(null);
    setFormError(null);
    try {
      const { data } = await generate({
        variables: { userId, expiresIn: lifetime.seconds, label: label.trim() || null },
      });
      const result = data?.generateCustomerToken;
      if (!result) throw new Error('No token returned');
      show(newTokenFrom(result, customerName));
      setChoice(DEFAULT_CHOICE);
      setLabel('');
    } catch (error) {
      setFormError(userMessageFor(error));
    }
  };

  if (waiting) return null;

  const preview = lifetimeSeconds(choice);
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-lg font-semibold">Issue a token</h2>
      <p className="mt-1 mb-4 text-sm text-muted">
        The customer uses it on the Customer API until it expires or you revoke it.
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <Field id="issue-token-label" label="Label" hint={LABEL_HINT}>
          <Input
            id="issue-token-label"
            name="label"
            className="sm:max-w-sm"
            autoComplete="off"
            maxLength={TOKEN_LABEL_MAX_LENGTH}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            aria-describedby={describedBy('issue-token-label', { hint: LABEL_HINT })}
          />
          <LengthCount value={label} max={TOKEN_LABEL_MAX_LENGTH} />
        </Field>
        <LifetimePicker
          value={choice}
          onChange={(next) => {
            setChoice(next);
            setFieldError(null);
          }}
          error={fieldError}
        />
        <FormError message={formError} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="primary" disabled={loading}>
            {loading ? 'Issuing…' : 'Issue token'}
          </Button>
          {preview.ok ? (
            <span className="text-sm text-muted">Valid for {formatLifetime(preview.seconds)}</span>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
