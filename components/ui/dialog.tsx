'use client';

import dynamic from 'next/dynamic';

/**
 * The dialogs' Radix code (some 12 KB gzip with its focus and layer handling) loads when a dialog first
 * opens, not with the page: every dialog here is rendered only while open (its parent mounts it on a click),
 * so a page's first load carries none of it. See dialog-parts.tsx for what the dialog does.
 */
export const loadDialogParts = () => import('./dialog-parts');

export const Dialog = dynamic(() => loadDialogParts().then((m) => m.DialogRoot), { ssr: false });
export const DialogContent = dynamic(() => loadDialogParts().then((m) => m.DialogBox), {
  ssr: false,
});
