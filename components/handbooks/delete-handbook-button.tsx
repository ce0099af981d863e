'use client';

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { DELETE_HANDBOOK_MUTATION } from '@/lib/graphql/documents/handbooks';
import { hasErrorCode, userMessageFor } from '@/lib/graphql/errors';

/**
 * Deletes one handbook after confirming; the lists and counts on screen are fetched again. A handbook
 * deleted elsewhere meanwhile is said so plainly, and leaves the list once the message is closed.
 */
export function DeleteHandbookButton({ handbook }: { handbook: { handbookId: string; title: string } }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [gone, setGone] = useState(false);
  const [remove, { loading, client }] = useMutation(DELETE_HANDBOOK_MUTATION, {
    refetchQueries: 'active',
    awaitRefetchQueries: true,
  });

  const confirm = async () => {
    setError(null);
    try {
      await remove({ variables: { handbookId: handbook.handbookId } });
      setOpen(false);
    } catch (failure) {
      if (hasErrorCode(failure, 'NOT_FOUND')) {
        setGone(true);
        setError('This handbook no longer exists: it was deleted already.');
      } else {
        setError(userMessageFor(failure));
      }
    }
  };

  return (
    <>
      <Button
        size="sm"
        variant="danger-outline"
        onClick={() => setOpen(true)}
        aria-label={`Delete handbook ${handbook.title}`}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) return;
          setError(null);
          // Only now: the row (and this dialog) leave the list when it is fetched again.
          if (gone) void client.refetchQueries({ include: 'active' });
        }}
        title="Delete this handbook?"
        description={
          <p>
            <span className="font-medium break-words text-ink">{handbook.title}</span> is removed for good,
            for you and for the customer. You can generate a new one at any time.
          </p>
        }
        confirmLabel="Delete handbook"
        confirmDisabled={gone}
        pending={loading}
        error={error}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
