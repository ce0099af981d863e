'use client';

import dynamic from 'next/dynamic';
import { Button } from '@/components/ui/button';
import { useDialogOnDemand } from '@/components/ui/use-dialog-on-demand';

// The overview ships no Apollo: the dialog loads on first use, and the browser's client with it.
const loadDialog = () => import('./renew-access-dialog');
const RenewAccessDialog = dynamic(() => loadDialog().then((dialog) => dialog.RenewAccessDialog), {
  ssr: false,
});

/** Renew, where a customer's access is listed as ending: the new token shows in the overview's panel. */
export function RenewAccessButton({ customer }: { customer: { userId: string; name: string } }) {
  const { open, close, buttonProps } = useDialogOnDemand(loadDialog);
  return (
    <>
      <Button size="sm" aria-label={`Renew ${customer.name}’s token`} {...buttonProps}>
        Renew
      </Button>
      {open ? <RenewAccessDialog customer={customer} onClose={close} /> : null}
    </>
  );
}
