'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

// The dialog loads on first use, Apollo with it: most visits to the list never open it.
const loadDialog = () =>
  Promise.all([import('./create-customer-dialog'), import('@/lib/graphql/with-browser-client')]);
const CreateCustomerDialog = dynamic(
  () =>
    loadDialog().then(([dialog, { withBrowserClient }]) => withBrowserClient(dialog.CreateCustomerDialog)),
  { ssr: false },
);

/** Opens the new-customer dialog; it and Apollo start loading as the pointer or focus reaches the button. */
export function CreateCustomerButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog();
  const close = () => {
    setOpen(false);
    // The dialog unmounts at once, before Radix can hand focus back: do it here, as a modal should.
    requestAnimationFrame(() => button.current?.focus());
  };
  return (
    <>
      <Button
        ref={button}
        variant="primary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        New customer
      </Button>
      {open ? <CreateCustomerDialog onClose={close} /> : null}
    </>
  );
}
