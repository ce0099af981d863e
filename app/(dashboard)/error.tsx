'use client';

import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/states';

/**
 * A page that could not be built (the Handbook service failed while the server rendered it). The details
 * stay in the server log; the person gets a plain sentence and a retry that fetches the page again.
 */
export default function DashboardError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const [pending, startTransition] = useTransition();
  return (
    <ErrorState
      title="This page could not be loaded"
      message="The Handbook service did not answer as expected. It may be unavailable for a moment."
      action={
        <Button variant="primary" disabled={pending} onClick={() => startTransition(() => retry())}>
          {pending ? 'Trying again…' : 'Try again'}
        </Button>
      }
    />
  );
}
