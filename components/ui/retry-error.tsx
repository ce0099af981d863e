'use client';

import { useTransition } from 'react';
import { userMessageFor } from '@/lib/graphql-client/errors';
import { Button } from './button';
import { ErrorState } from './states';
import { useHydrated } from './use-hydrated';

/**
 * What the server can say about a failed query: its copy of the error is redacted, and the browser may
 * meet a different one when it asks again during hydration. The browser's own words follow after, once it
 * has one (`error` undefined: it is still asking).
 */
const BEFORE_HYDRATION = 'The Handbook service is unavailable right now.';

/** A failed query: what went wrong in plain words, and a retry that keeps the page as it is meanwhile. */
export function RetryError({
  error,
  retry,
  title,
}: {
  error: unknown;
  retry: () => Promise<unknown>;
  title?: string;
}) {
  const [pending, startTransition] = useTransition();
  const hydrated = useHydrated();
  return (
    <ErrorState
      title={title ?? 'The data could not be loaded'}
      message={hydrated && error !== undefined ? userMessageFor(error) : BEFORE_HYDRATION}
      action={
        <Button
          disabled={pending}
          onClick={() =>
            startTransition(async () => {
              await retry().catch(() => undefined);
            })
          }
        >
          {pending ? 'Trying again…' : 'Try again'}
        </Button>
      }
    />
  );
}
