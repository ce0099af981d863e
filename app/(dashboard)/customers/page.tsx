import type { Metadata } from 'next';
import { queryOrNull } from '@/app/_lib/apollo-rsc';
import { customersVariables, loadCustomersParams } from '@/components/customers/customers-params';
import { CustomersView } from '@/components/customers/customers-view';
import { PageHeader } from '@/components/layout/page-header';
import { PendingNotice } from '@/components/ui/pending-notice';
import { requireSession } from '@/lib/dashboard/session/session';
import { CUSTOMERS_QUERY } from '@/lib/graphql-client/documents/customers';

export const metadata: Metadata = { title: 'Customers' };

export default async function CustomersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireSession();
  const variables = customersVariables(await loadCustomersParams(searchParams));
  // No Suspense boundary (nor loading.tsx) on purpose: the HTML waits for the first page of rows, so it
  // arrives complete, readable without JavaScript. They reach the view as props, so the page needs no
  // Apollo in the browser until a person asks for other rows (see useLazyTableQuery). When the service
  // could not answer, the view says so and the browser asks again.
  const data = await queryOrNull(CUSTOMERS_QUERY, variables);
  return (
    <>
      <PageHeader title="Customers" />
      <PendingNotice />
      <CustomersView first={{ variables, data }} />
    </>
  );
}
