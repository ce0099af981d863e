import type { Metadata } from 'next';
import { PreloadQuery } from '@/app/_lib/apollo-rsc';
import { customersVariables, loadCustomersParams } from '@/components/customers/customers-params';
import { CustomersView } from '@/components/customers/customers-view';
import { PageHeader } from '@/components/layout/page-header';
import { PendingNotice } from '@/components/ui/pending-notice';
import { requireSession } from '@/lib/dashboard/session';
import { CUSTOMERS_QUERY } from '@/lib/graphql/documents/customers';

export const metadata: Metadata = { title: 'Customers' };

export default async function CustomersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireSession();
  const variables = customersVariables(await loadCustomersParams(searchParams));
  return (
    <>
      <PageHeader title="Customers" />
      <PendingNotice />
      {/*
        No Suspense boundary (nor loading.tsx) on purpose: the HTML waits for the first page of rows, so it
        arrives complete, readable without JavaScript; the browser's query for the same variables finds them.
      */}
      <PreloadQuery query={CUSTOMERS_QUERY} variables={variables}>
        <CustomersView />
      </PreloadQuery>
    </>
  );
}
