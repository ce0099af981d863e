import type { Metadata } from 'next';
import { PreloadQuery } from '@/app/_lib/apollo-rsc';
import { WithApollo } from '@/app/_lib/with-apollo';
import { activityVariables, loadActivityParams } from '@/components/activity/activity-params';
import { ActivityView } from '@/components/activity/activity-view';
import { PageHeader } from '@/components/layout/page-header';
import { requireSession } from '@/lib/dashboard/session/session';
import { ACTIVITY_QUERY } from '@/lib/graphql/documents/activity';
import { API_KEYS_QUERY } from '@/lib/graphql/documents/staff';

export const metadata: Metadata = { title: 'Activity' };

export default async function ActivityPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireSession();
  const variables = activityVariables(await loadActivityParams(searchParams));
  return (
    <WithApollo>
      <PageHeader
        title="Activity"
        description="Every change to your customers, tokens and handbooks: who made it, when and from where."
      />
      {/* No Suspense boundary: the HTML arrives with the first page of events (see the customers page). */}
      <PreloadQuery query={ACTIVITY_QUERY} variables={variables}>
        <PreloadQuery query={API_KEYS_QUERY}>
          <ActivityView />
        </PreloadQuery>
      </PreloadQuery>
    </WithApollo>
  );
}
