import { lazyQuery } from '@/components/data-table/use-lazy-table-query';
import { TOKENS_QUERY } from '@/lib/graphql/documents/tokens';
import type { IssuedTokenFieldsFragment } from '@/lib/graphql/generated/graphql';

/**
 * The tokens page's rows come with its HTML; Apollo loads only when a person asks for others. (The customer
 * page's source stays beside its table: importing it would bring that page's Apollo provider code here.)
 */
export const tokensSource = lazyQuery(TOKENS_QUERY);

/** A page of tokens as the table kit takes it; the server orders them, soonest expiry first. */
export const tokensPage = (data: {
  customerTokens: { tokens: IssuedTokenFieldsFragment[]; total: number };
}) => ({
  rows: data.customerTokens.tokens,
  total: data.customerTokens.total,
});

export const tokenRowId = (token: IssuedTokenFieldsFragment) => token.tokenId;
