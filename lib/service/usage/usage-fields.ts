import 'server-only';
import DataLoader from 'dataloader';
import { USAGE_RANGE } from '../../contract/limits';
import type { ResellerContext } from '../core/context';
import { parseResolverArgs } from '../core/resolver-args';
import type { IssuedTokenResolvers, OverviewResolvers } from '../generated/reseller-types';
import { daysArgs, startOfDay } from './usage-args';
import { resellerDays, tokenRequestsSince } from './usage-store';

const DAY_MS = 86_400_000;

// One loader per request (keyed by its context): a page of tokens reads its counts in one query.
const loaders = new WeakMap<ResellerContext, DataLoader<string, number>>();

function recentRequestsLoader(context: ResellerContext): DataLoader<string, number> {
  let loader = loaders.get(context);
  if (!loader) {
    const since = new Date(context.now.getTime() - USAGE_RANGE.recentDays * DAY_MS);
    loader = new DataLoader(async (ids: readonly string[]) => {
      const found = await tokenRequestsSince(context.db, ids, since);
      return ids.map((id) => found.get(id) ?? 0);
    });
    loaders.set(context, loader);
  }
  return loader;
}

/** The usage fields of other features' types: a token's recent requests, the overview's chart. */
export const tokenUsageFields: Pick<IssuedTokenResolvers, 'requestsLast30Days'> = {
  requestsLast30Days: (token, _args, context) => recentRequestsLoader(context).load(token.id),
};

export const overviewUsageFields: Pick<OverviewResolvers, 'requestsByDay'> = {
  requestsByDay: async (overview, args, { db, now }) => {
    const { days } = parseResolverArgs(daysArgs, args);
    const today = startOfDay(now);
    const from = new Date(today.getTime() - (days - 1) * DAY_MS);
    const rows = await resellerDays(db, overview.resellerId, {
      from,
      to: new Date(today.getTime() + DAY_MS),
    });
    const byDay = new Map(rows.map((row) => [row.dayMs, row.requests]));
    return Array.from({ length: days }, (_, i) => {
      const day = new Date(from.getTime() + i * DAY_MS);
      return { day, count: byDay.get(day.getTime()) ?? 0 };
    });
  },
};
