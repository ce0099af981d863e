import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

// The tab says what happened too: the not-found page's own title does not reach a route's notFound().
export const metadata: Metadata = { title: 'Page not found' };

/**
 * Every address no other route takes. Without it an unknown address gets the root not-found page, outside
 * the dashboard's frame; through here it gets the dashboard's own, with the header and its sections.
 */
export default function MissingPage() {
  notFound();
}
