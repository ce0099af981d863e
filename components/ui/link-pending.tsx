'use client';

import { useLinkStatus } from 'next/link';

/**
 * A dot inside a link while the page it opens is on its way. Pages arrive whole (their first rows are
 * rendered on the server before anything is sent), so the current page stays meanwhile; this says the
 * click was heard. Visual only: the link's name does not change.
 */
export function LinkPending() {
  const { pending } = useLinkStatus();
  return pending ? (
    <span
      aria-hidden="true"
      className="ml-1.5 inline-block size-2 animate-pulse rounded-full bg-accent align-middle"
    />
  ) : null;
}
