import { createLoader, createParser, type inferParserType } from 'nuqs/server';
import { pageParsers, pageWindow, parseAsSearch } from '@/components/data-table/table-params';
import { USAGE_RANGE } from '@/lib/contract/limits';
import type { UsageReportQueryVariables } from '@/lib/graphql-client/generated/graphql';

/** The months a report reaches: the current one (UTC) first, then the 13 before it, as `YYYY-MM`. */
export function reportMonths(now: number): string[] {
  const today = new Date(now);
  return Array.from({ length: USAGE_RANGE.monthsBack + 1 }, (_, i) =>
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - i, 1)).toISOString().slice(0, 7),
  );
}

/**
 * A month the report reaches, as `YYYY-MM`; anything else reads as the current month (''), a month too old
 * or still to come too (a bookmark kept for a year): the page then shows the month its picker names.
 */
const parseAsMonth = createParser<string>({
  parse: (value) => (reportMonths(Date.now()).includes(value) ? value : null),
  serialize: String,
}).withDefault('');

/**
 * The usage page's URL: `month` (empty: the current one), `q` (a customer's name, email or id), paging.
 * Most requests first, always (the report's order).
 */
export const usageParsers = { month: parseAsMonth, q: parseAsSearch, ...pageParsers };

export type UsageParams = inferParserType<typeof usageParsers>;

export const loadUsageParams = createLoader(usageParsers);

export function usageVariables(params: UsageParams): UsageReportQueryVariables {
  return {
    month: params.month || reportMonths(Date.now())[0]!,
    ...(params.q ? { search: params.q } : {}),
    ...pageWindow(params),
  };
}
