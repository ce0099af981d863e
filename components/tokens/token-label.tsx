'use client';

import { useId, useState, type FormEvent } from 'react';
import { Allowed } from '@/components/auth/permissions';
import { Button } from '@/components/ui/button';
import { ClampedText } from '@/components/data-table/clamped-text';
import { Input } from '@/components/ui/field';
import { TOKEN_LABEL_MAX_LENGTH } from '@/lib/contract/limits';
import { UPDATE_TOKEN_LABEL_MUTATION } from '@/lib/graphql-client/documents/tokens';
import { userMessageFor } from '@/lib/graphql-client/errors';
import { useChangeMutation } from '@/lib/graphql-client/use-change-mutation';
import { LengthCount } from '@/components/ui/length-count';

/**
 * What a token is for, edited where it is shown (both token tables): a label set wrong at issue, or one that
 * no longer says the truth, is put right without issuing a new token. Empty clears it.
 */
export function TokenLabel({ token }: { token: { tokenId: string; label: string | null } }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useChangeMutation(UPDATE_TOKEN_LABEL_MUTATION);
  // The label just saved, over the one the row had then: rows rendered by the server catch up only when the
  // page's refresh arrives, and until then the row would show the old label again.
  const [saved, setSaved] = useState<{ label: string | null; over: string | null } | null>(null);
  const label = saved && saved.over === token.label ? saved.label : token.label;

  const open = () => {
    setDraft(label ?? '');
    setError(null);
    setEditing(true);
  };
  // Shows every failure beside the field, so the form's handler starts it without waiting (`void`).
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const next = draft.trim() || null;
      await save({ variables: { tokenId: token.tokenId, label: next } });
      setSaved({ label: next, over: token.label });
      setEditing(false);
    } catch (failure) {
      setError(userMessageFor(failure));
    }
  };

  if (!editing) return <LabelShown tokenId={token.tokenId} label={label} onEdit={open} />;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => (event.key === 'Escape' ? setEditing(false) : undefined)}
      className="flex w-56 flex-col gap-1.5"
    >
      <Input
        id={id}
        autoFocus
        value={draft}
        maxLength={TOKEN_LABEL_MAX_LENGTH}
        onChange={(event) => setDraft(event.target.value)}
        aria-label={`Label of token ${token.tokenId}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder="What the token is for"
        className="h-8"
      />
      <LengthCount value={draft} max={TOKEN_LABEL_MAX_LENGTH} />
      {error ? (
        <p id={`${id}-error`} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
      <span className="flex gap-1.5">
        <Button type="submit" size="sm" variant="primary" disabled={loading}>
          {loading ? 'Saving…' : 'Save label'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </span>
    </form>
  );
}

/** The label as the row shows it, with Edit for a key that may change it. */
function LabelShown({
  tokenId,
  label,
  onEdit,
}: {
  tokenId: string;
  label: string | null;
  onEdit: () => void;
}) {
  return (
    <div className="flex max-w-56 items-baseline gap-1.5">
      {label ? (
        <ClampedText text={label} className="min-w-0 font-medium" />
      ) : (
        <span className="text-muted italic">No label</span>
      )}
      <Allowed mutation="updateCustomerTokenLabel">
        <Button
          size="sm"
          variant="ghost"
          className="h-6 px-1.5 text-xs text-accent"
          aria-label={`Edit the label of token ${tokenId}`}
          onClick={onEdit}
        >
          Edit
        </Button>
      </Allowed>
    </div>
  );
}
