import { notFound } from 'next/navigation';

/**
 * Every address no other route takes. Without it an unknown address gets the root not-found page, outside
 * the dashboard's frame; through here it gets the dashboard's own, with the header and its sections.
 */
export default function MissingPage() {
  notFound();
}
