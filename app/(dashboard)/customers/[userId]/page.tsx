import type { Metadata } from 'next';
import { Allowed } from '@/components/auth/permissions';
import { notFound } from 'next/navigation';
import { queryByUrlId, queryOrNull } from '@/app/_lib/apollo-rsc';
import { loadPageParams } from '@/components/data-table/table-params';
import { CustomerActions } from '@/components/customers/customer-actions';
import { CustomerDetails } from '@/components/customers/customer-details';
import { CustomerHandbooks } from '@/components/handbooks/customer-handbooks';
import { customerHandbooksVariables } from '@/components/handbooks/customer-handbooks-variables';
import { GenerateHandbookButton } from '@/components/handbooks/generate-handbook-button';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHeader } from '@/components/layout/page-header';
import { CustomerTokens } from '@/components/tokens/customer-tokens';
import { IssueTokenForm } from '@/components/tokens/issue-token-form';
import { NewTokenSlot, NewTokenSlotProvider } from '@/components/tokens/new-token-slot';
import { customerTokensVariables } from '@/components/tokens/tokens-params';
import { Notice } from '@/components/ui/notice';
import { PendingNotice } from '@/components/ui/pending-notice';
import { requireSession } from '@/lib/dashboard/session/session';
import { CUSTOMER_QUERY } from '@/lib/graphql-client/documents/customers';
import { CUSTOMER_HANDBOOKS_QUERY, HANDBOOK_OPTIONS_QUERY } from '@/lib/graphql-client/documents/handbooks';
import { CUSTOMER_TOKENS_QUERY } from '@/lib/graphql-client/documents/tokens';
import { CUSTOMER_USAGE_QUERY } from '@/lib/graphql-client/documents/usage';
import { requestTime } from '@/app/_lib/request-time';
import { viewerZone } from '@/app/_lib/viewer-zone';
import { CustomerUsage } from '@/components/usage/customer-usage';
import { USAGE_RANGE } from '@/lib/contract/limits';
import { CustomerStatus } from '@/lib/graphql-client/generated/graphql';

interface Props {
  params: Promise<{ userId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The customer's name; the page asks the same query, which this request's client answers from its cache. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { userId } = await params;
  const { handbookCustomer } = await queryByUrlId(CUSTOMER_QUERY, { userId });
  return { title: handbookCustomer?.name ?? 'Customer not found' };
}

export default async function CustomerPage({ params, searchParams }: Props) {
  await requireSession();
  const { userId } = await params;
  // Asked before anything streams, so an unknown id (or another reseller's) gets a real 404; for the same
  // reason this route has no loading.tsx (its Suspense boundary would send the 200 status first).
  const { handbookCustomer: customer } = await queryByUrlId(CUSTOMER_QUERY, { userId });
  if (!customer) notFound();
  const tokensVariables = customerTokensVariables(userId, await loadPageParams(searchParams));
  const handbooksVariables = customerHandbooksVariables(userId);
  // No Suspense boundary: the HTML arrives with the tokens and the handbooks, which reach the page's parts as
  // props, so it ships no Apollo until it is needed (see the customers page). Every change renders them again.
  // The last days of usage, today included (the API rounds `from` down to its day's start, UTC).
  const now = requestTime();
  const usageRange = {
    from: new Date(now - (USAGE_RANGE.recentDays - 1) * 86_400_000).toISOString(),
    to: new Date(now).toISOString(),
  };
  const [tokens, handbooks, handbookOptions, usage, zone] = await Promise.all([
    queryOrNull(CUSTOMER_TOKENS_QUERY, tokensVariables),
    queryOrNull(CUSTOMER_HANDBOOKS_QUERY, handbooksVariables),
    queryOrNull(HANDBOOK_OPTIONS_QUERY, {}),
    queryOrNull(CUSTOMER_USAGE_QUERY, { userId, ...usageRange }),
    viewerZone(),
  ]);
  const suspended = customer.status === CustomerStatus.Suspended;

  return (
    <>
      <div className="flex flex-col gap-2">
        <Breadcrumbs items={[{ href: '/customers', label: 'Customers' }]} current={customer.name} />
        <PageHeader
          title={customer.name}
          description={customer.email}
          actions={<CustomerActions customer={customer} />}
        />
      </div>
      <PendingNotice />
      {suspended ? (
        <Notice tone="warning">
          <strong className="font-semibold">Suspended.</strong> The Customer API refuses this customer’s
          tokens, and no token can be issued, until you reactivate them.
        </Notice>
      ) : null}
      <CustomerDetails customer={customer} />
      {/* One place for the token just issued or renewed, above the form it replaces while it waits. */}
      <NewTokenSlotProvider>
        <NewTokenSlot />
        {suspended ? null : (
          <Allowed mutation="generateCustomerToken">
            <IssueTokenForm userId={userId} customerName={customer.name} />
          </Allowed>
        )}
        <section className="flex flex-col gap-3">
          <h2 id="tokens-heading" className="text-lg font-semibold">
            Issued tokens
          </h2>
          <CustomerTokens userId={userId} first={{ variables: tokensVariables, data: tokens }} />
        </section>
      </NewTokenSlotProvider>
      <section className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="handbooks-heading" className="text-lg font-semibold">
            Handbooks
          </h2>
          <Allowed mutation="generateCustomerHandbook">
            <GenerateHandbookButton userId={userId} companyName={customer.name} options={handbookOptions} />
          </Allowed>
        </div>
        <CustomerHandbooks first={{ variables: handbooksVariables, data: handbooks }} />
      </section>
      <CustomerUsage
        usage={usage?.customerUsage ?? null}
        days={USAGE_RANGE.recentDays}
        locale={zone.locale}
      />
    </>
  );
}
