import { createLoader, parseAsNumberLiteral, parseAsStringLiteral, type inferParserType } from 'nuqs/server';
import { pageParsers, pageWindow, type PageParams } from '@/components/data-table/table-params';
import {
  TokenStatus,
  type CustomerTokensQueryVariables,
  type TokenCountsQueryVariables,
  type TokensQueryVariables,
} from '@/lib/graphql/generated/graphql';

export function customerTokensVariables(userId: string, page: PageParams): CustomerTokensQueryVariables {
  return { userId, ...pageWindow(page) };
}

/** The tokens page's tabs, as they appear in the URL (`status`), to the API's status filter. */
export const STATUS_TABS = ['all', 'active', 'expired', 'revoked'] as const;
export type StatusTab = (typeof STATUS_TABS)[number];
const STATUS: Record<Exclude<StatusTab, 'all'>, TokenStatus> = {
  active: TokenStatus.Active,
  expired: TokenStatus.Expired,
  revoked: TokenStatus.Revoked,
};

/** Days; only active tokens can expire within N days. */
export const EXPIRING_WITHIN = [7, 14, 30] as const;
export type ExpiringWithin = (typeof EXPIRING_WITHIN)[number];

/** The tokens page's URL: `status` (a tab; "all" stays out of the URL), `within` (null: any expiry), paging. */
export const tokensParsers = {
  status: parseAsStringLiteral(STATUS_TABS).withDefault('all'),
  within: parseAsNumberLiteral(EXPIRING_WITHIN),
  ...pageParsers,
};

export type TokensParams = inferParserType<typeof tokensParsers>;

export const loadTokensParams = createLoader(tokensParsers);

export function tokensVariables(params: TokensParams): TokensQueryVariables {
  return {
    ...(params.status === 'all' ? {} : { status: STATUS[params.status] }),
    ...(params.within ? { expiringWithinDays: params.within } : {}),
    ...pageWindow(params),
  };
}

export function tokenCountsVariables(params: TokensParams): TokenCountsQueryVariables {
  return params.within ? { expiringWithinDays: params.within } : {};
}
