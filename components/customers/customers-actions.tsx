'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { ExportCsvButton as ExportCsvButtonBase } from '@/components/data-table/export-csv-button';
import { Button } from '@/components/ui/button';
import type { CustomersQueryVariables } from '@/lib/graphql/generated/graphql';
import { loadBrowserClient } from '@/lib/graphql/load-browser-client';

// The dialog and the CSV writer load on first use, Apollo with them: most visits to the list need neither.
const loadDialog = () =>
  Promise.all([import('./create-customer-dialog'), import('@/lib/graphql/with-browser-client')]);
const CreateCustomerDialog = dynamic(
  () =>
    loadDialog().then(([dialog, { withBrowserClient }]) => withBrowserClient(dialog.CreateCustomerDialog)),
  { ssr: false },
);

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

/** Downloads every page of the current view (search and order kept) as CSV, 100 rows a request. */
export function ExportCsvButton({ variables, total }: { variables: CustomersQueryVariables; total: number }) {
  return (
    <ExportCsvButtonBase
      total={total}
      exportRows={async (onProgress) => {
        const [{ exportCustomersCsv }, client] = await Promise.all([
          import('./export-customers-csv'),
          loadBrowserClient(),
        ]);
        await exportCustomersCsv(client, variables, onProgress);
      }}
    />
  );
}
