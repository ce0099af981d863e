import { lazyQuery } from '@/components/data-table/use-lazy-table-query';
import { CUSTOMER_TOKENS_QUERY, TOKENS_QUERY } from '@/lib/graphql-client/documents/tokens';
import type { IssuedTokenFieldsFragment } from '@/lib/graphql-client/generated/graphql';

/**
 * The tokens page's rows, and a customer's on the customer page, come with the page's HTML; Apollo loads only
 * when a person asks for others.
 */
export const tokensSource = lazyQuery(TOKENS_QUERY);
export const customerTokensSource = lazyQuery(CUSTOMER_TOKENS_QUERY);

/** A page of tokens as the table kit takes it; the server orders them, soonest expiry first. */
export const tokensPage = (data: {
  customerTokens: { tokens: IssuedTokenFieldsFragment[]; total: number };
}) => ({
  rows: data.customerTokens.tokens,
  total: data.customerTokens.total,
});

export const tokenRowId = (token: IssuedTokenFieldsFragment) => token.tokenId;
