'use client';

import { useState } from 'react';
import { SelectionBar } from '@/components/data-table/selection-bar';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { REGENERATE_HANDBOOKS_MUTATION } from '@/lib/graphql-client/documents/handbooks';
import { userMessageFor } from '@/lib/graphql-client/errors';
import { useChangeMutation } from '@/lib/graphql-client/use-change-mutation';
import type { OutdatedHandbookFieldsFragment } from '@/lib/graphql-client/generated/graphql';

export const handbooksWord = (count: number) => `${count} ${count === 1 ? 'handbook' : 'handbooks'}`;

/**
 * The handbooks picked on the page, and one confirmation to bring them all up to date: one request, which
 * the API runs all or nothing, so a failure leaves every one as it was and says so. While it runs the dialog
 * says what is happening; `onDone` hears how many were brought up to date.
 */
export function RegenerateHandbooksBar({
  selected,
  onClear,
  onDone,
}: {
  selected: OutdatedHandbookFieldsFragment[];
  onClear: () => void;
  onDone: (count: number) => void;
}) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [regenerate, { loading }] = useChangeMutation(REGENERATE_HANDBOOKS_MUTATION);
  const count = selected.length;
  if (count === 0) return null;

  const confirm = async () => {
    setError(null);
    try {
      await regenerate({ variables: { handbookIds: selected.map((h) => h.handbookId) } });
      setOpen(false);
      onClear();
      onDone(count);
    } catch (failure) {
      setError(`${userMessageFor(failure)} No handbook was changed.`);
    }
  };

  return (
    <SelectionBar
      label="Selected handbooks"
      count={count}
      onClear={onClear}
      action={
        <Button size="sm" onClick={() => setOpen(true)}>
          Bring {handbooksWord(count)} up to date
        </Button>
      }
    >
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (loading) return;
          setOpen(next);
          if (!next) setError(null);
        }}
        title={`Bring ${handbooksWord(count)} up to date?`}
        description={
          <>
            <p>
              Each gets a new version written from the current policy library, from the same company details.
              Earlier versions stay readable and downloadable.
            </p>
            {loading ? (
              <p role="status" className="mt-3 flex items-center gap-2 text-ink">
                <Spinner /> Writing {handbooksWord(count)}…
              </p>
            ) : null}
          </>
        }
        confirmLabel={`Bring ${handbooksWord(count)} up to date`}
        confirmVariant="primary"
        pending={loading}
        error={error}
        onConfirm={() => void confirm()}
      />
    </SelectionBar>
  );
}
