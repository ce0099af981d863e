import type { Metadata } from 'next';
import { PageNotFound } from '@/components/layout/page-not-found';

export const metadata: Metadata = { title: 'Page not found' };

/** Inside the dashboard's frame (header, sections, sign-out): the way on is one click away. */
export default function DashboardNotFound() {
  return <PageNotFound home="/" homeLabel="Go to the overview" />;
}
