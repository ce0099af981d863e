'use client';

import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { userMessageFor } from '@/lib/graphql-client/errors';

/**
 * A small danger button that asks first: the confirmation, its pending state and its error in one place,
 * so that each action (revoke a token, delete an endpoint or a handbook) says only what it does.
 */
export function ConfirmActionButton({
  label,
  ariaLabel,
  title,
  description,
  confirmLabel,
  pending,
  action,
  messageFor = userMessageFor,
  confirmDisabled,
  onClosed,
}: {
  label: string;
  ariaLabel: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending: boolean;
  /** The work; a rejection is shown in the dialog, which stays open. */
  action: () => Promise<unknown>;
  /** The plain words for a failure; by default those of every GraphQL failure. */
  messageFor?: (failure: unknown) => string;
  confirmDisabled?: boolean;
  /** After the dialog closes, however it closed. */
  onClosed?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Shows every failure in the dialog, so the confirm button starts it without waiting (`void`).
  const confirm = async () => {
    setError(null);
    try {
      await action();
      setOpen(false);
      onClosed?.();
    } catch (failure) {
      setError(messageFor(failure));
    }
  };

  return (
    <>
      <Button size="sm" variant="danger-outline" onClick={() => setOpen(true)} aria-label={ariaLabel}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) return;
          setError(null);
          onClosed?.();
        }}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        confirmDisabled={confirmDisabled}
        pending={pending}
        error={error}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
