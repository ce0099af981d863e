'use client';

import { useSuspenseQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { POLICY_LIBRARY_QUERY } from '@/lib/graphql/documents/handbooks';
import { GenerateHandbookDialog } from './generate-handbook-dialog';

/** Opens the generate form; the policy library comes with the page, so the form opens complete. */
export function GenerateHandbookButton({ userId, companyName }: { userId: string; companyName: string }) {
  const { data } = useSuspenseQuery(POLICY_LIBRARY_QUERY, { errorPolicy: 'all' });
  const [open, setOpen] = useState(false);
  const policies = data?.policyLibrary;
  // Without the library there is nothing to choose from; the handbook list below says what failed.
  if (!policies) return null;
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
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
