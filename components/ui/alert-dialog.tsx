'use client';

import dynamic from 'next/dynamic';
import type { ConfirmDialogProps } from './confirm-dialog-parts';

const ConfirmDialogParts = dynamic(() => import('./confirm-dialog-parts').then((m) => m.ConfirmDialogParts), {
  ssr: false,
});

/**
 * A confirmation (see confirm-dialog-parts.tsx). Nothing while closed: Radix's alert dialog loads when one
 * first opens, so the pages with a button that asks first (delete, revoke, bring up to date) do not carry it
 * in their first load.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return props.open ? <ConfirmDialogParts {...props} /> : null;
}
