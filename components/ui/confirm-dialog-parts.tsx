'use client';

import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { buttonClasses, type ButtonVariant } from './button';

/**
 * A confirmation: focus starts on "Cancel" so a stray Enter does nothing harmful, and only the buttons
 * close it (no click outside), as an alertdialog should. `children` go between the description and the
 * buttons (a field to type a name into); `confirmDisabled` holds the confirm button until it is right.
 */
export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  confirmVariant?: Extract<ButtonVariant, 'danger' | 'primary'>;
  confirmDisabled?: boolean;
  pending?: boolean;
  error?: string | null;
  onConfirm: () => void;
  children?: ReactNode;
}

/** Radix's alert dialog, loaded by alert-dialog.tsx when a confirmation first opens. */
export function ConfirmDialogParts({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  confirmVariant = 'danger',
  confirmDisabled = false,
  pending,
  error,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixAlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-line bg-surface p-5 text-ink shadow-xl">
          <RadixAlertDialog.Title className="text-lg font-semibold">{title}</RadixAlertDialog.Title>
          <RadixAlertDialog.Description asChild>
            <div className="mt-2 text-sm text-muted">{description}</div>
          </RadixAlertDialog.Description>
          {children}
          {error ? (
            <p role="alert" className="mt-3 text-sm text-danger">
              {error}
            </p>
          ) : null}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <RadixAlertDialog.Cancel className={buttonClasses('secondary')}>Cancel</RadixAlertDialog.Cancel>
            {/* Not an AlertDialog.Action: that would close the dialog before the request has answered. */}
            <button
              type="button"
              className={buttonClasses(confirmVariant)}
              disabled={pending || confirmDisabled}
              onClick={onConfirm}
            >
              {pending ? 'Working…' : confirmLabel}
            </button>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
