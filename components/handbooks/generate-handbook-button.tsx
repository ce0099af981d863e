'use client';

import { useSuspenseQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { HANDBOOK_OPTIONS_QUERY } from '@/lib/graphql/documents/handbooks';
import { GenerateHandbookDialog } from './generate-handbook-dialog';

/** Opens the generate form; its policies and countries come with the page, so the form opens complete. */
export function GenerateHandbookButton({ userId, companyName }: { userId: string; companyName: string }) {
  const { data } = useSuspenseQuery(HANDBOOK_OPTIONS_QUERY, { errorPolicy: 'all' });
  const [open, setOpen] = useState(false);
  const policies = data?.policyLibrary;
  const countries = data?.handbookCountries;
  // Without the library there is nothing to choose from; the handbook list below says what failed.
  if (!policies || !countries) return null;
  return (
    <>
      <Button variant="primary" size="sm" onClick={() => setOpen(true)}>
        Generate handbook
      </Button>
      {open ? (
        <GenerateHandbookDialog
          userId={userId}
          companyName={companyName}
          policies={policies}
          countries={countries}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
