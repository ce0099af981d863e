import 'server-only';
import { z } from 'zod';
import type { ResellerContext } from '../core/context';
import { paging, parseResolverArgs, searchArg } from '../core/resolver-args';
import { customerLoader } from '../customers/customer-loader';
import type { QueryResolvers, UsageReportResolvers } from '../generated/reseller-types';
import { reportMonth } from './usage-args';
import { reportRows, reportTotals, type Range } from './usage-store';

/** One month's report, its range checked: the totals and the page are read when asked for. */
export interface UsageReportParent {
  resellerId: string;
  month: string;
  range: Range;
  offset: number;
  limit: number;
  search: string | null;
}

const pageArgs = z.object({ ...paging, search: searchArg });

const totals = new WeakMap<UsageReportParent, ReturnType<typeof reportTotals>>();

function totalsOf(parent: UsageReportParent, context: ResellerContext) {
  let pending = totals.get(parent);
  if (!pending) {
    pending = reportTotals(context.db, parent.resellerId, parent.range, parent.search);
    totals.set(parent, pending);
  }
  return pending;
}

export const usageReportQueries: Pick<QueryResolvers, 'usageReport'> = {
  usageReport: (_parent, { month, ...args }, { reseller, now }) => {
    const range = reportMonth(month, now);
    const { offset, limit, search } = parseResolverArgs(pageArgs, args);
    return { resellerId: reseller.resellerId, month, range, offset, limit, search };
  },
};

export const usageReportResolvers: UsageReportResolvers = {
  month: (parent) => parent.month,
  requests: async (parent, _args, context) => (await totalsOf(parent, context)).requests,
  failed: async (parent, _args, context) => (await totalsOf(parent, context)).failed,
  total: async (parent, _args, context) => (await totalsOf(parent, context)).customers,
  // The customers loaded in one query; one deleted a moment ago (its counts with it) is left out.
  rows: async (parent, _args, context) => {
    const rows = await reportRows(context.db, parent.resellerId, parent.range, parent);
    const loaded = await customerLoader(context).loadMany(rows.map((row) => row.customerId));
    return rows.flatMap((row, i) => {
      const customer = loaded[i];
      return customer && !(customer instanceof Error) ? [{ ...row, customer }] : [];
    });
  },
};
