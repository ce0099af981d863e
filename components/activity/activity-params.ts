import { createLoader, createParser, parseAsStringLiteral, type inferParserType } from 'nuqs/server';
import { pageParsers, pageWindow, parseAsSearch } from '@/components/data-table/table-params';
import { ACTIVITY_ACTIONS } from '@/lib/contract/activity-actions';
import { parseUtcDateTime } from '@/lib/contract/utc-date-time';
import type { ActivityQueryVariables } from '@/lib/graphql-client/generated/graphql';

const DAY_MS = 86_400_000;

/** The start of a day (UTC) as the API's DateTime; `after` days later for the end of a range. */
const dayStart = (day: string, after = 0) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + after * DAY_MS).toISOString();

/**
 * A day of the calendar in UTC, `YYYY-MM-DD`, as a date input gives it, when the API takes both its start and
 * the next day's (so not 2026-02-30, 0000-01-01 or 9999-12-31); anything else is no filter.
 */
export const parseAsDay = createParser<string>({
  parse: (value) =>
    /^\d{4}-\d\d-\d\d$/.test(value) &&
    parseUtcDateTime(`${value}T00:00:00Z`) &&
    parseUtcDateTime(dayStart(value, 1))
      ? value
      : null,
  serialize: String,
});

/**
 * The activity page's URL: `action` (one kind of change; null: all), `subject` (an id: a customer's also
 * finds its tokens' and handbooks' events), `by` (the API key that made the changes: a person), `from` and
 * `to` (days in UTC, both included), paging. Newest first, always.
 */
export const activityParsers = {
  action: parseAsStringLiteral(ACTIVITY_ACTIONS),
  subject: parseAsSearch,
  by: parseAsSearch,
  from: parseAsDay,
  to: parseAsDay,
  ...pageParsers,
};

export type ActivityParams = inferParserType<typeof activityParsers>;

export const loadActivityParams = createLoader(activityParsers);

export function activityVariables(params: ActivityParams): ActivityQueryVariables {
  // A hand-written range may come backwards (?from=2026-11-28&to=2026-11-20): read as the days between, not
  // as an error the page cannot get past (the API refuses `from` after `to`). ISO days order as strings.
  const [first, last] =
    params.from && params.to && params.from > params.to ? [params.to, params.from] : [params.from, params.to];
  return {
    ...(params.action ? { action: params.action } : {}),
    ...(params.subject ? { subjectId: params.subject } : {}),
    ...(params.by ? { actorKeyId: params.by } : {}),
    // The API's range is [from, to): the `to` day is included by asking up to the next day's start.
    ...(first ? { from: dayStart(first) } : {}),
    ...(last ? { to: dayStart(last, 1) } : {}),
    ...pageWindow(params),
  };
}
