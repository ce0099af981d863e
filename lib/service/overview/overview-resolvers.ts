import 'server-only';
import { countOutdatedHandbooks } from '../handbooks/handbook-versions-store';
import { z } from 'zod';
import type { ResellerContext } from '../core/context';
import type {
  AccessAttentionListResolvers,
  OverviewResolvers,
  QueryResolvers,
} from '../generated/reseller-types';
import { paging, parseResolverArgs } from '../core/resolver-args';
import type { CustomerRecord } from '../customers/customer-store';
import {
  accessAttention,
  countAccessAttention,
  type AccessAttentionQuery,
  customersCreatedByMonth,
  MAX_WEEKS,
  monthStarts,
  tokenAndAccessFigures,
  type TokenAndAccessFigures,
} from '../overview/overview-store';
import { customerLoader } from '../customers/customer-loader';

/** The overview's own figures are read when asked for; what the API key brought with it is here already. */
export interface OverviewParent {
  resellerId: string;
  customerCount: number;
}

const WEEK_MS = 7 * 86_400_000;
const MAX_MONTHS = 24;
/** The windows of the "needs attention" lists, in days. */
const ENDING_WITHIN_DAYS = 7;
const LOST_WITHIN_DAYS = 30;

const weeksArgs = z.object({
  weeks: z
    .number()
    .int()
    .min(1, `weeks must be between 1 and ${MAX_WEEKS}.`)
    .max(MAX_WEEKS, `weeks must be between 1 and ${MAX_WEEKS}.`),
});
const monthsArgs = z.object({
  months: z
    .number()
    .int()
    .min(1, `months must be between 1 and ${MAX_MONTHS}.`)
    .max(MAX_MONTHS, `months must be between 1 and ${MAX_MONTHS}.`),
});
const limitArgs = z.object({ limit: paging.limit });

// The token figures of one request are one statement, shared by the fields that need them.
const figures = new WeakMap<ResellerContext, Promise<TokenAndAccessFigures>>();

function figuresOf(context: ResellerContext): Promise<TokenAndAccessFigures> {
  let pending = figures.get(context);
  if (!pending) {
    pending = tokenAndAccessFigures(context.db, context.reseller.resellerId, context.now);
    figures.set(context, pending);
  }
  return pending;
}

/** A customer in a "needs attention" list, with the moment its access ends or ended. */
export interface AccessAttentionParent {
  customer: CustomerRecord;
  accessEndsAt: Date;
}

export type AccessAttentionListParent = AccessAttentionQuery;

function attentionQuery(
  parent: OverviewParent,
  args: unknown,
  kind: 'ending' | 'lost',
): AccessAttentionQuery {
  const { limit } = parseResolverArgs(limitArgs, args);
  const days = kind === 'ending' ? ENDING_WITHIN_DAYS : LOST_WITHIN_DAYS;
  return { resellerId: parent.resellerId, kind, days, limit };
}

export const accessAttentionListResolvers: AccessAttentionListResolvers = {
  // The customers loaded in one query; one deleted a moment ago is left out.
  items: async (query, _args, context) => {
    const rows = await accessAttention(context.db, query, context.now);
    const loaded = await customerLoader(context).loadMany(rows.map((row) => row.customerId));
    return rows.flatMap((row, i): AccessAttentionParent[] => {
      const customer = loaded[i];
      return customer && !(customer instanceof Error) ? [{ customer, accessEndsAt: row.accessEndsAt }] : [];
    });
  },
  total: (query, _args, { db, now }) => countAccessAttention(db, query, now),
};

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

export const overviewQueries: Pick<QueryResolvers, 'overview'> = {
  overview: (_parent, _args, { reseller }) => ({
    resellerId: reseller.resellerId,
    customerCount: reseller.customerCount,
  }),
};

export const overviewResolvers: OverviewResolvers = {
  customerCount: (o) => o.customerCount,
  activeTokenCount: async (_o, _args, context) => {
    const { byWeek, later } = await figuresOf(context);
    return sum(byWeek) + later;
  },
  expiringWithin7Days: async (_o, _args, context) => (await figuresOf(context)).expiringWithin7Days,
  customersWithoutAccess: async (_o, _args, context) => (await figuresOf(context)).customersWithoutAccess,
  outdatedHandbookCount: (o, _args, { db }) => countOutdatedHandbooks(db, o.resellerId),
  expiriesByWeek: async (_o, args, context) => {
    const { weeks } = parseResolverArgs(weeksArgs, args);
    const { byWeek, firstWeekStart } = await figuresOf(context);
    return byWeek.slice(0, weeks).map((count, i) => ({
      weekStart: new Date(firstWeekStart.getTime() + i * WEEK_MS),
      count,
    }));
  },
  customersByMonth: async (o, args, { db, now }) => {
    const { months } = parseResolverArgs(monthsArgs, args);
    const starts = monthStarts(now, months);
    const counts = await customersCreatedByMonth(db, o.resellerId, starts);
    return starts.map((monthStart, i) => ({ monthStart, count: counts[i] ?? 0 }));
  },
  accessEndingSoon: (o, args) => attentionQuery(o, args, 'ending'),
  accessLost: (o, args) => attentionQuery(o, args, 'lost'),
};
