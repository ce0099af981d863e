import type { Metadata } from 'next';
import { queryOrNull } from '@/app/_lib/apollo-rsc';
import { requestTime } from '@/app/_lib/request-time';
import { viewerZone } from '@/app/_lib/viewer-zone';
import { PageHeader } from '@/components/layout/page-header';
import { loadUsageParams, reportMonths, usageVariables } from '@/components/usage/usage-params';
import { UsageView } from '@/components/usage/usage-view';
import { requireSession } from '@/lib/dashboard/session/session';
import { USAGE_REPORT_QUERY } from '@/lib/graphql-client/documents/usage';

export const metadata: Metadata = { title: 'Usage' };

export default async function UsagePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireSession();
  const [params, zone] = await Promise.all([loadUsageParams(searchParams), viewerZone()]);
  const variables = usageVariables(params);
  // No Suspense boundary: the HTML arrives with the first page of rows (see the customers page).
  const data = await queryOrNull(USAGE_REPORT_QUERY, variables);
  const label = new Intl.DateTimeFormat(zone.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const months = reportMonths(requestTime()).map((value) => ({
    value,
    label: label.format(new Date(`${value}-01T00:00:00Z`)),
  }));
  return (
    <>
      <PageHeader
        title="Usage"
        description="What each customer does with its access: Customer API requests by month (UTC), refused ones included."
      />
      <UsageView first={{ variables, data }} months={months} />
    </>
  );
}
