import type { Metadata } from 'next';
import { queryOrNull } from '@/app/_lib/apollo-rsc';
import { activityVariables, loadActivityParams } from '@/components/activity/activity-params';
import { ActivityView } from '@/components/activity/activity-view';
import { PageHeader } from '@/components/layout/page-header';
import { requireSession } from '@/lib/dashboard/session/session';
import { ACTIVITY_QUERY } from '@/lib/graphql-client/documents/activity';
import { API_KEYS_QUERY } from '@/lib/graphql-client/documents/staff';

export const metadata: Metadata = { title: 'Activity' };

export default async function ActivityPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireSession();
  const variables = activityVariables(await loadActivityParams(searchParams));
  // No Suspense boundary: the HTML arrives with the first page of events, and they and the people to filter
  // by reach the view as props, so the page ships no Apollo until it is needed (see the customers page).
  const [data, team] = await Promise.all([
    queryOrNull(ACTIVITY_QUERY, variables),
    queryOrNull(API_KEYS_QUERY, {}),
  ]);
  return (
    <>
      <PageHeader
        title="Activity"
        description="Every change to your customers, tokens and handbooks: who made it, when and from where."
      />
      <ActivityView first={{ variables, data }} keys={team?.apiKeys ?? []} />
    </>
  );
}
