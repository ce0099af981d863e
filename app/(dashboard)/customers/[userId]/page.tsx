import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PreloadQuery, queryOrThrow } from '@/app/_lib/apollo-rsc';
import { loadPageParams } from '@/components/data-table/table-params';
import { CreatedNotice } from '@/components/customers/created-notice';
import { CustomerDetails } from '@/components/customers/customer-details';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHeader } from '@/components/layout/page-header';
import { CustomerTokens } from '@/components/tokens/customer-tokens';
import { IssueTokenForm } from '@/components/tokens/issue-token-form';
import { customerTokensVariables } from '@/components/tokens/tokens-params';
import { requireSession } from '@/lib/dashboard/session';
import { CUSTOMER_QUERY } from '@/lib/graphql/documents/customers';
import { CUSTOMER_TOKENS_QUERY } from '@/lib/graphql/documents/tokens';

interface Props {
  params: Promise<{ userId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { userId } = await params;
  return { title: `Customer ${userId}` };
}

export default async function CustomerPage({ params, searchParams }: Props) {
  await requireSession();
  const { userId } = await params;
  // Asked before anything streams, so an unknown id (or another reseller's) gets a real 404; for the same
  // reason this route has no loading.tsx (its Suspense boundary would send the 200 status first).
  const { handbookCustomer: customer } = await queryOrThrow(CUSTOMER_QUERY, { userId });
  if (!customer) notFound();
  const created = (await searchParams).created === '1';
  const page = await loadPageParams(searchParams);

  return (
    <>
      <div className="flex flex-col gap-2">
        <Breadcrumbs items={[{ href: '/customers', label: 'Customers' }]} current={customer.name} />
        <PageHeader title={customer.name} description={customer.email} />
      </div>
      {created ? <CreatedNotice /> : null}
      <PreloadQuery query={CUSTOMER_QUERY} variables={{ userId }}>
        <CustomerDetails userId={userId} />
      </PreloadQuery>
      <IssueTokenForm userId={userId} customerLabel={customer.name} />
      <section className="flex flex-col gap-3">
        <h2 id="tokens-heading" className="text-lg font-semibold">
          Issued tokens
        </h2>
        <PreloadQuery query={CUSTOMER_TOKENS_QUERY} variables={customerTokensVariables(userId, page)}>
          <CustomerTokens userId={userId} />
        </PreloadQuery>
      </section>
    </>
  );
}
