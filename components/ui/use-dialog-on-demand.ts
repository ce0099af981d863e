'use client';

import { useRef, useState } from 'react';
import { loadDialogParts } from './dialog';

/**
 * The open state of a dialog whose code loads on first use (next/dynamic, `ssr: false`), most visits never
 * opening it, and the props of the button that opens it: pointing at or focusing the button starts loading
 * (`load`, and Radix's dialog, which loads apart: see dialog.tsx), and closing hands focus back to it, which Radix cannot do for a dialog unmounted at once.
 */
export function useDialogOnDemand(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => {
    void load();
    void loadDialogParts();
  };
  return {
    open,
    close: () => {
      setOpen(false);
      requestAnimationFrame(() => button.current?.focus());
    },
    buttonProps: {
      ref: button,
      'aria-haspopup': 'dialog' as const,
      onClick: () => setOpen(true),
      onPointerEnter: preload,
      onFocus: preload,
    },
  };
}
