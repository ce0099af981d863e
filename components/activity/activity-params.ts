import { createLoader, parseAsStringLiteral, type inferParserType } from 'nuqs/server';
import { pageParsers, pageWindow, parseAsSearch } from '@/components/data-table/table-params';
import { ACTIVITY_ACTIONS } from '@/lib/contract/activity-actions';
import type { ActivityQueryVariables } from '@/lib/graphql-client/generated/graphql';

/**
 * The activity page's URL: `action` (one kind of change; null: all), `subject` (an id: a customer's also
 * finds its tokens' and handbooks' events), `by` (the API key that made the changes: a person), paging.
 * Newest first, always.
 */
export const activityParsers = {
  action: parseAsStringLiteral(ACTIVITY_ACTIONS),
  subject: parseAsSearch,
  by: parseAsSearch,
  ...pageParsers,
};

export type ActivityParams = inferParserType<typeof activityParsers>;

export const loadActivityParams = createLoader(activityParsers);

export function activityVariables(params: ActivityParams): ActivityQueryVariables {
  return {
    ...(params.action ? { action: params.action } : {}),
    ...(params.subject ? { subjectId: params.subject } : {}),
    ...(params.by ? { actorKeyId: params.by } : {}),
    ...pageWindow(params),
  };
}
