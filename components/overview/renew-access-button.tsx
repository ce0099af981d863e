'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

// The overview ships no Apollo: the dialog loads it on first use (see CreateCustomerButton).
const loadDialog = () =>
  Promise.all([import('./renew-access-dialog'), import('@/lib/graphql/with-browser-client')]);
const RenewAccessDialog = dynamic(
  () => loadDialog().then(([dialog, { withBrowserClient }]) => withBrowserClient(dialog.RenewAccessDialog)),
  { ssr: false },
);

/** Renew, where a customer's access is listed as ending: the new token shows in the overview's panel. */
export function RenewAccessButton({ customer }: { customer: { userId: string; name: string } }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog();
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => button.current?.focus());
  };
  return (
    <>
      <Button
        ref={button}
        size="sm"
        aria-haspopup="dialog"
        aria-label={`Renew ${customer.name}’s token`}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        Renew
      </Button>
      {open ? <RenewAccessDialog customer={customer} onClose={close} /> : null}
    </>
  );
}
