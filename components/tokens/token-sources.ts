import { streamedQuery } from '@/components/data-table/use-table-query';
import { CUSTOMER_TOKENS_QUERY, TOKENS_QUERY } from '@/lib/graphql/documents/tokens';
import type { IssuedTokenFieldsFragment } from '@/lib/graphql/generated/graphql';

export const tokensSource = streamedQuery(TOKENS_QUERY);
export const customerTokensSource = streamedQuery(CUSTOMER_TOKENS_QUERY);

/** A page of tokens as the table kit takes it; the server orders them, soonest expiry first. */
export const tokensPage = (data: {
  customerTokens: { tokens: IssuedTokenFieldsFragment[]; total: number };
}) => ({
  rows: data.customerTokens.tokens,
  total: data.customerTokens.total,
});

export const tokenRowId = (token: IssuedTokenFieldsFragment) => token.tokenId;
