import type { Metadata } from 'next';
import { PreloadQuery } from '@/app/_lib/apollo-rsc';
import { WithApollo } from '@/app/_lib/with-apollo';
import { PageHeader } from '@/components/layout/page-header';
import { loadTokensParams, tokenCountsVariables, tokensVariables } from '@/components/tokens/tokens-params';
import { TokensView } from '@/components/tokens/tokens-view';
import { requireSession } from '@/lib/dashboard/session/session';
import { TOKEN_COUNTS_QUERY, TOKENS_QUERY } from '@/lib/graphql/documents/tokens';

export const metadata: Metadata = { title: 'Tokens' };

export default async function TokensPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireSession();
  const params = await loadTokensParams(searchParams);
  return (
    <WithApollo>
      <PageHeader title="Tokens" description="Your customers’ tokens, the access that runs out next first." />
      {/* No Suspense boundary: the HTML arrives with the counts and the first rows (see the customers page). */}
      <PreloadQuery query={TOKEN_COUNTS_QUERY} variables={tokenCountsVariables(params)}>
        <PreloadQuery query={TOKENS_QUERY} variables={tokensVariables(params)}>
          <TokensView />
        </PreloadQuery>
      </PreloadQuery>
    </WithApollo>
  );
}
