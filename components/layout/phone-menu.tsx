'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { cn, focusRing } from '@/components/ui/cn';
import { NavLinks } from './nav-links';
import { CloseIcon, LineIcon } from '@/components/ui/line-icon';

/**
 * Every section behind one button at phone width, where five do not fit beside the account menu. A Radix
 * dialog: the button says whether it is open (aria-expanded), focus stays inside while it is, Escape and the
 * close button shut it, and so does choosing a section.
 */
export function PhoneMenu() {
  const [open, setOpen] = useState(false);
  const icon = open ? 'M3 3l10 10M13 3L3 13' : 'M2 4h12M2 8h12M2 12h12';
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger
        className={cn(
          'flex h-9 items-center gap-1.5 rounded-md border border-line px-2.5 text-sm font-medium text-ink sm:hidden',
          focusRing,
        )}
      >
        <LineIcon path={icon} />
        Menu
      </RadixDialog.Trigger>
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
            <NavLinks layout="column" onNavigate={() => setOpen(false)} />
          </nav>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
