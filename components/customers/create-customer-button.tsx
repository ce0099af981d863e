'use client';

import dynamic from 'next/dynamic';
import { Button } from '@/components/ui/button';
import { useDialogOnDemand } from '@/components/ui/use-dialog-on-demand';

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
