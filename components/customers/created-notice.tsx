'use client';

import { useQueryState } from 'nuqs';
import { useEffect } from 'react';

/**
 * "Customer created", once: the `created` flag leaves the URL as soon as it has been seen, so a reload or
 * a bookmark does not announce it again.
 */
export function CreatedNotice() {
  const [, setCreated] = useQueryState('created');
  useEffect(() => {
    // Fire and forget: the promise only says when the address bar has caught up.
    void setCreated(null);
  }, [setCreated]);
  return (
    <p role="status" className="rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm">
      Customer created. Issue their first token below.
    </p>
  );
}
