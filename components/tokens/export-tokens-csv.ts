import type { ApolloClient } from '@apollo/client';
import { downloadCsv } from '@/components/data-table/download-csv';
import { fetchEveryPage } from '@/components/data-table/fetch-every-page';
import { toCsv, type CsvColumn } from '@/lib/format/csv';
import { TOKENS_QUERY } from '@/lib/graphql-client/documents/tokens';
import type { IssuedTokenFieldsFragment, TokensQueryVariables } from '@/lib/graphql-client/generated/graphql';

// Ids and times as the API gives them (UTC), so a spreadsheet can join them with the activity export; never
// the token itself, which the service does not keep.
const COLUMNS: CsvColumn<IssuedTokenFieldsFragment>[] = [
  { header: 'Token ID', value: (t) => t.tokenId },
  { header: 'Status', value: (t) => t.status },
  { header: 'Customer', value: (t) => t.customer.name },
  { header: 'Email', value: (t) => t.customer.email },
  { header: 'User ID', value: (t) => t.userId },
  { header: 'Customer status', value: (t) => t.customer.status },
  { header: 'Label', value: (t) => t.label },
  { header: 'Lifetime (seconds)', value: (t) => t.lifetimeSeconds },
  { header: 'Issued at (UTC)', value: (t) => t.issuedAt },
  { header: 'Expires at (UTC)', value: (t) => t.expiresAt },
  { header: 'Revoked at (UTC)', value: (t) => t.revokedAt },
  { header: 'Last used at (UTC)', value: (t) => t.lastUsedAt },
  { header: 'Renewal of', value: (t) => t.renewedFromId },
  { header: 'Replaced by', value: (t) => t.renewedById },
];

/** Every token of the view (search, tab, expiry and renewed filters kept), soonest expiry first. */
export async function exportTokensCsv(
  client: ApolloClient,
  variables: TokensQueryVariables,
  onProgress: (count: number) => void,
): Promise<void> {
  const tokens = await fetchEveryPage(
    async (page) => {
      const { data } = await client.query({
        query: TOKENS_QUERY,
        variables: { ...variables, ...page },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('No data');
      return { rows: data.customerTokens.tokens, total: data.customerTokens.total };
    },
    (token) => token.tokenId,
    onProgress,
  );
  downloadCsv('tokens', toCsv(COLUMNS, tokens));
}
