'use client';

import dynamic from 'next/dynamic';
import { Button } from '@/components/ui/button';
import { useDialogOnDemand } from '@/components/ui/use-dialog-on-demand';

// The dialog loads on first use (and Apollo with its first change): most visits to the list never open it.
const loadDialog = () => import('./create-customer-dialog');
const CreateCustomerDialog = dynamic(() => loadDialog().then((dialog) => dialog.CreateCustomerDialog), {
  ssr: false,
});

/** Opens the new-customer dialog; it starts loading as the pointer or focus reaches the button. */
export function CreateCustomerButton() {
  const { open, close, buttonProps } = useDialogOnDemand(loadDialog);
  return (
    <>
      <Button variant="primary" {...buttonProps}>
        New customer
      </Button>
      {open ? <CreateCustomerDialog onClose={close} /> : null}
    </>
  );
}
