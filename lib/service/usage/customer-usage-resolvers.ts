import 'server-only';
import type { ResellerContext } from '../core/context';
import { customerLoader } from '../customers/customer-loader';
import {
  UsageGranularity,
  type CustomerUsageResolvers,
  type QueryResolvers,
} from '../generated/reseller-types';
import { bucketStarts, unitOf, usageRange } from './usage-args';
import {
  customerBuckets,
  customerOperations,
  customerTokenUsage,
  type Range,
  type UsageFigures,
  type UsageUnit,
} from './usage-store';

/** A customer's usage over a checked range: each field reads what it needs when asked for. */
export interface CustomerUsageParent {
  owner: { resellerId: string; customerId: string };
  range: Range & { buckets: number };
  unit: UsageUnit;
}

interface Buckets extends UsageFigures {
  buckets: (UsageFigures & { start: Date })[];
}

// The totals and the buckets of one answer come from one statement, shared by the three fields.
const read = new WeakMap<CustomerUsageParent, Promise<Buckets>>();

function bucketsOf(parent: CustomerUsageParent, context: ResellerContext): Promise<Buckets> {
  let pending = read.get(parent);
  if (!pending) {
    pending = customerBuckets(context.db, parent.owner, parent.range, parent.unit).then((rows) => {
      const byStart = new Map(rows.map((row) => [row.startMs, row]));
      const buckets = bucketStarts(parent.range, parent.unit).map((start) => {
        const row = byStart.get(start.getTime());
        return { start, requests: row?.requests ?? 0, failed: row?.failed ?? 0 };
      });
      const sum = (key: keyof UsageFigures) => rows.reduce((total, row) => total + row[key], 0);
      return { buckets, requests: sum('requests'), failed: sum('failed') };
    });
    read.set(parent, pending);
  }
  return pending;
}

export const customerUsageQueries: Pick<QueryResolvers, 'customerUsage'> = {
  customerUsage: async (_parent, args, context) => {
    const unit = unitOf(args.granularity ?? UsageGranularity.Day);
    const range = usageRange(args, unit);
    const customer = await customerLoader(context).load(args.userId);
    if (!customer) return null;
    return { owner: { resellerId: context.reseller.resellerId, customerId: customer.id }, range, unit };
  },
};

export const customerUsageResolvers: CustomerUsageResolvers = {
  requests: async (parent, _args, context) => (await bucketsOf(parent, context)).requests,
  failed: async (parent, _args, context) => (await bucketsOf(parent, context)).failed,
  buckets: async (parent, _args, context) => (await bucketsOf(parent, context)).buckets,
  operations: (parent, _args, { db }) => customerOperations(db, parent.owner, parent.range),
  tokens: (parent, _args, { db }) => customerTokenUsage(db, parent.owner, parent.range),
};
