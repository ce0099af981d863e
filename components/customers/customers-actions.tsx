'use client';

import { useApolloClient } from '@apollo/client/react';
import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { userMessageFor } from '@/lib/graphql/errors';
import type { CustomersQueryVariables } from '@/lib/graphql/generated/graphql';

// The dialog and the CSV writer load on first use: most visits to the list need neither.
const loadDialog = () => import('./create-customer-dialog');
const CreateCustomerDialog = dynamic(() => loadDialog().then((m) => m.CreateCustomerDialog), { ssr: false });

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
  const client = useApolloClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Shows every failure under the button, so the click starts it without waiting (`void`).
  const run = async () => {
    setError(null);
    setProgress(0);
    try {
      const { exportCustomersCsv } = await import('./export-customers-csv');
      await exportCustomersCsv(client, variables, setProgress);
    } catch (failure) {
      setError(`Export failed: ${userMessageFor(failure)}`);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <Button onClick={() => void run()} disabled={progress !== null || total === 0}>
        {progress === null ? 'Export CSV' : `Exporting ${progress} of ${total}…`}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
