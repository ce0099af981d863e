import type { Metadata } from 'next';
import { queryOrNull } from '@/app/_lib/apollo-rsc';
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
  // No Suspense boundary: the HTML arrives with the first rows, which reach the view as props, so the page
  // ships no Apollo until it is needed (see the customers page).
  const rows = await queryOrNull(OUTDATED_HANDBOOKS_QUERY, variables);
  return (
    <>
      <PageHeader
        title="Outdated handbooks"
        description="Handbooks written from an older policy library, the oldest library first. Bringing one up to date gives it the current wording; earlier versions stay readable."
      />
      <OutdatedHandbooksView first={{ variables, data: rows }} />
    </>
  );
}
