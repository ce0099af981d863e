import type { Metadata } from 'next';
import { queryOrNull } from '@/app/_lib/apollo-rsc';
import { PageHeader } from '@/components/layout/page-header';
import { loadTokensParams, tokenCountsVariables, tokensVariables } from '@/components/tokens/tokens-params';
import { TokensView } from '@/components/tokens/tokens-view';
import { requireSession } from '@/lib/dashboard/session/session';
import { TOKEN_COUNTS_QUERY, TOKENS_QUERY } from '@/lib/graphql-client/documents/tokens';

export const metadata: Metadata = { title: 'Tokens' };

export default async function TokensPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireSession();
  const params = await loadTokensParams(searchParams);
  const variables = tokensVariables(params);
  const countsVariables = tokenCountsVariables(params);
  // No Suspense boundary: the HTML arrives with the counts and the first rows, which reach the view as props,
  // so the page ships no Apollo until it is needed (see the customers page).
  const [rows, counts] = await Promise.all([
    queryOrNull(TOKENS_QUERY, variables),
    queryOrNull(TOKEN_COUNTS_QUERY, countsVariables),
  ]);
  return (
    <>
      <PageHeader title="Tokens" description="Your customers’ tokens, the access that runs out next first." />
      <TokensView
        first={{ variables, data: rows }}
        firstCounts={{ variables: countsVariables, data: counts }}
      />
    </>
  );
}
