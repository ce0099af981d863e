'use client';

import dynamic from 'next/dynamic';
import { Button } from '@/components/ui/button';
import { useDialogOnDemand } from '@/components/ui/use-dialog-on-demand';

// The dialog loads on first use (and Apollo with its first change): most visits to the team page never open it.
const loadDialog = () => import('./new-key-dialog');
const NewKeyDialog = dynamic(() => loadDialog().then((dialog) => dialog.NewKeyDialog), { ssr: false });

/** Opens the new-key dialog (admins only: the page shows it to them alone). */
export function NewKeyButton() {
  const { open, close, buttonProps } = useDialogOnDemand(loadDialog);
  return (
    <>
      <Button variant="primary" {...buttonProps}>
        New key
      </Button>
      {open ? <NewKeyDialog onClose={close} /> : null}
    </>
  );
}
