'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { cn, focusRing } from '@/components/ui/cn';
import { CloseIcon } from '@/components/ui/line-icon';
import { NavLinks } from './nav-links';

/**
 * The open phone menu (see phone-menu.tsx), a Radix dialog: focus stays inside while it is open, Escape and
 * the close button shut it, and so does choosing a section; focus then goes back to the menu button
 * (useDialogOnDemand's `close`).
 */
export function PhoneMenuDialog({ onClose }: { onClose: () => void }) {
  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50 sm:hidden" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 top-0 z-50 flex flex-col gap-3 border-b border-line bg-surface p-4 text-ink shadow-xl sm:hidden"
        >
          <div className="flex items-center justify-between">
            <RadixDialog.Title className="text-base font-semibold">Menu</RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close menu"
              className={cn('rounded-md p-2 text-muted hover:text-ink', focusRing)}
            >
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <nav aria-label="Main">
            <NavLinks layout="column" onNavigate={onClose} />
          </nav>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
