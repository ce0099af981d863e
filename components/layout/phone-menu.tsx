'use client';

import dynamic from 'next/dynamic';
import { cn, focusRing } from '@/components/ui/cn';
import { LineIcon } from '@/components/ui/line-icon';
import { useDialogOnDemand } from '@/components/ui/use-dialog-on-demand';

// The open menu is a Radix dialog: its code loads when the button is first pointed at, focused or pressed,
// not with every page (the header is on all of them, and most visits are at desktop width).
const loadDialog = () => import('./phone-menu-dialog');
const PhoneMenuDialog = dynamic(() => loadDialog().then((m) => m.PhoneMenuDialog), { ssr: false });

/**
 * Every section behind one button at phone width, where five do not fit beside the account menu. The button
 * says whether the menu is open (aria-expanded); the menu itself is in phone-menu-dialog.tsx.
 */
export function PhoneMenu() {
  const { open, close, buttonProps } = useDialogOnDemand(loadDialog);
  const icon = open ? 'M3 3l10 10M13 3L3 13' : 'M2 4h12M2 8h12M2 12h12';
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        {...buttonProps}
        className={cn(
          'flex h-9 items-center gap-1.5 rounded-md border border-line px-2.5 text-sm font-medium text-ink sm:hidden',
          focusRing,
        )}
      >
        <LineIcon path={icon} />
        Menu
      </button>
      {open ? <PhoneMenuDialog onClose={close} /> : null}
    </>
  );
}
