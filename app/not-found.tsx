import type { Metadata } from 'next';
import { PageNotFound } from '@/components/layout/page-not-found';

export const metadata: Metadata = { title: 'Page not found' };

/**
 * The last resort, outside any route group (the dashboard's unknown addresses get its own, in its frame):
 * the product's mark and the same words, never Next's bare page.
 */
export default function NotFound() {
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-2 px-4 py-10">
      <span
        aria-hidden="true"
        className="flex size-11 items-center justify-center rounded-xl bg-accent text-lg font-bold text-accent-ink"
      >
        H
      </span>
      <PageNotFound home="/" homeLabel="Go to the dashboard" />
    </main>
  );
}
