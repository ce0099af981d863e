'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn, focusRing } from './cn';
import { CloseIcon } from './line-icon';

/** Radix's dialog, loaded by dialog.tsx when a dialog first opens. */
export const DialogRoot = RadixDialog.Root;

/**
 * A dialog with a form starts in its first field (Radix alone would focus the first focusable element: the
 * close button in the corner); one without a field keeps Radix's choice.
 */
function focusFirstField(event: Event) {
  const content = event.currentTarget;
  if (!(content instanceof HTMLElement)) return;
  const field = content.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)',
  );
  if (!field) return;
  event.preventDefault();
  field.focus();
}

const stay = (event: Event) => event.preventDefault();

/**
 * A modal dialog: focus moves in (to its first field, if any) and stays in, Escape and the close button
 * dismiss it, focus returns to the trigger, and the title and description label it (all from Radix).
 * `dismissible={false}` is for what is shown once (a new secret): no close button, and neither Escape nor
 * a click outside loses it; only the dialog's own button ends it.
 */
export function DialogBox({
  title,
  description,
  children,
  className,
  dismissible = true,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  dismissible?: boolean;
}) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
      <RadixDialog.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
          'overflow-y-auto rounded-lg border border-line bg-surface p-5 text-ink shadow-xl',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={focusFirstField}
        {...(dismissible ? {} : { onEscapeKeyDown: stay, onInteractOutside: stay })}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="mt-1 text-sm text-muted">
                {description}
              </RadixDialog.Description>
            ) : null}
          </div>
          {dismissible ? (
            <RadixDialog.Close
              className={cn('-mt-1 -mr-1 rounded-md p-1.5 text-muted hover:text-ink', focusRing)}
              aria-label="Close"
            >
              <CloseIcon />
            </RadixDialog.Close>
          ) : null}
        </div>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
