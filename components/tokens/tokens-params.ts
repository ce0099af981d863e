import {
  pageWindow,
  readChoice,
  readPage,
  type PageParams,
  type SearchParamsInput,
} from '@/components/data-table/url-state';
import type {
  CustomerTokensQueryVariables,
  TokenCountsQueryVariables,
  TokensQueryVariables,
  TokenStatus,
} from '@/lib/graphql/generated/graphql';

export function customerTokensVariables(userId: string, page: PageParams): CustomerTokensQueryVariables {
  return { userId, ...pageWindow(page) };
}

/** The tokens page's tabs, as they appear in the URL (`status`), to the API's status filter. */
export const STATUS_TABS = ['all', 'active', 'expired', 'revoked'] as const;
export type StatusTab = (typeof STATUS_TABS)[number];
const STATUS: Record<Exclude<StatusTab, 'all'>, TokenStatus> = {
  active: 'ACTIVE',
  expired: 'EXPIRED',
  revoked: 'REVOKED',
};

export const DEFAULT_STATUS_TAB: StatusTab = 'all';

export const EXPIRING_WITHIN = ['7', '14', '30'] as const;

export interface TokensParams extends PageParams {
  status: StatusTab;
  /** Days; null when the expiry does not matter. Only active tokens can expire within N days. */
  within: number | null;
}

export function parseTokensParams(params: SearchParamsInput): TokensParams {
  const within = readChoice(params, 'within', EXPIRING_WITHIN);
  return {
    status: readChoice(params, 'status', STATUS_TABS) ?? DEFAULT_STATUS_TAB,
    within: within ? Number(within) : null,
    ...readPage(params),
  };
}

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
