import type { Metadata } from 'next';
import { PreloadQuery } from '@/app/_lib/apollo-rsc';
import { WithApollo } from '@/app/_lib/with-apollo';
import { OutdatedHandbooksView } from '@/components/handbooks/outdated-handbooks-view';
import { loadOutdatedParams, outdatedVariables } from '@/components/handbooks/outdated-params';
import { PageHeader } from '@/components/layout/page-header';
import { requireSession } from '@/lib/dashboard/session/session';
import { OUTDATED_HANDBOOKS_QUERY } from '@/lib/graphql-client/documents/handbooks';

export const metadata: Metadata = { title: 'Outdated handbooks' };

export default async function OutdatedHandbooksPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireSession();
  const variables = outdatedVariables(await loadOutdatedParams(searchParams));
  return (
    <WithApollo>
      <PageHeader
        title="Outdated handbooks"
        description="Handbooks written from an older policy library, the oldest library first. Bringing one up to date gives it the current wording; earlier versions stay readable."
      />
      {/* No Suspense boundary: the HTML arrives with the first rows (see the tokens page). */}
      <PreloadQuery query={OUTDATED_HANDBOOKS_QUERY} variables={variables}>
        <OutdatedHandbooksView />
      </PreloadQuery>
    </WithApollo>
  );
}
