import { createLoader, createParser, parseAsStringLiteral, type inferParserType } from 'nuqs/server';
import {
  pageParsers,
  pageWindow,
  parseAsSearch,
  type PageParams,
} from '@/components/data-table/table-params';
import { EXPIRING_WITHIN_DAYS } from '@/lib/contract/limits';
import {
  TokenStatus,
  type CustomerTokensQueryVariables,
  type TokenCountsQueryVariables,
  type TokensQueryVariables,
} from '@/lib/graphql-client/generated/graphql';

export function customerTokensVariables(userId: string, page: PageParams): CustomerTokensQueryVariables {
  return { userId, ...pageWindow(page) };
}

/** The tokens page's tabs, as they appear in the URL (`status`), to the API's status filter. */
export const STATUS_TABS = ['active', 'expired', 'revoked', 'all'] as const;
export type StatusTab = (typeof STATUS_TABS)[number];
const STATUS: Record<Exclude<StatusTab, 'all'>, TokenStatus> = {
  active: TokenStatus.Active,
  expired: TokenStatus.Expired,
  revoked: TokenStatus.Revoked,
};

/**
 * Only active tokens expire within a number of days: "expiring within" and the expired and revoked tabs
 * exclude each other, so choosing one clears the other.
 */
export const excludesExpiring = (status: StatusTab) => status === 'expired' || status === 'revoked';

/** When the old token stops working after a renewal (`renewCustomerToken(overlapSeconds:)`). */
export const OVERLAP_CHOICES = [
  { label: 'at once', seconds: 0 },
  { label: 'in 1 day', seconds: 86_400 },
  { label: 'in 7 days', seconds: 7 * 86_400 },
] as const;

/** The "expiring within" presets in days; any whole number of days the API takes works too (`?within=3`). */
export const EXPIRING_PRESETS = [1, 7, 14, 30] as const;

/** Days as the API takes them: a whole number from 1 to 365; anything else reads as no expiry filter. */
export const parseAsExpiringWithin = createParser<number>({
  parse: (value) => {
    const days = Number(value);
    return /^\d+$/.test(value) && days >= EXPIRING_WITHIN_DAYS.min && days <= EXPIRING_WITHIN_DAYS.max
      ? days
      : null;
  },
  serialize: String,
});

/** `renewed=hidden` leaves out the tokens already replaced by a renewal, as the overview's figures count. */
export const RENEWED_CHOICES = ['hidden'] as const;

/**
 * The tokens page's URL: `q` (customer, token id or label), `status` (a tab; the page opens on the active
 * tokens, which stay out of the URL), `within` (days; null for every expiry), `renewed`, paging. The API orders tokens by
 * expiry, soonest first, so the page opens on the access that runs out next.
 */
export const tokensParsers = {
  q: parseAsSearch,
  status: parseAsStringLiteral(STATUS_TABS).withDefault('active'),
  within: parseAsExpiringWithin,
  renewed: parseAsStringLiteral(RENEWED_CHOICES),
  ...pageParsers,
};

export type TokensParams = inferParserType<typeof tokensParsers>;

export const loadTokensParams = createLoader(tokensParsers);

export function tokensVariables(params: TokensParams): TokensQueryVariables {
  return {
    ...(params.q ? { search: params.q } : {}),
    ...(params.status === 'all' ? {} : { status: STATUS[params.status] }),
    ...(params.within ? { expiringWithinDays: params.within } : {}),
    ...(params.renewed === 'hidden' ? { includeRenewed: false } : {}),
    ...pageWindow(params),
  };
}

/** The tabs' counts follow the search and the expiry filter, not the tab itself. */
export function tokenCountsVariables(params: TokensParams): TokenCountsQueryVariables {
  return {
    ...(params.q ? { search: params.q } : {}),
    ...(params.within ? { expiringWithinDays: params.within } : {}),
    ...(params.renewed === 'hidden' ? { includeRenewed: false } : {}),
  };
}
