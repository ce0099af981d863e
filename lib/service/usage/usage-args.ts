import 'server-only';
import { z } from 'zod';
import { USAGE_RANGE } from '../../contract/limits';
import { badUserInput } from '../core/errors';
import { UsageGranularity } from '../generated/reseller-types';
import type { Range, UsageUnit } from './usage-store';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const unitOf = (granularity: UsageGranularity): UsageUnit =>
  granularity === UsageGranularity.Hour ? 'hour' : 'day';

const bucketMs = (unit: UsageUnit) => (unit === 'hour' ? HOUR_MS : DAY_MS);

/** Today's first instant, in UTC. */
export const startOfDay = (now: Date) => new Date(now.getTime() - (now.getTime() % DAY_MS));

/**
 * `customerUsage`'s range: `from` down and `to` up to the bucket's edge (UTC), `from` before `to`, at most
 * USAGE_RANGE's buckets, none past 9999; a range refused names its argument.
 */
export function usageRange(args: { from: Date; to: Date }, unit: UsageUnit): Range & { buckets: number } {
  if (args.from.getTime() >= args.to.getTime()) throw badUserInput('from must be before to.', 'from');
  const size = bucketMs(unit);
  const from = new Date(Math.floor(args.from.getTime() / size) * size);
  const to = new Date(Math.ceil(args.to.getTime() / size) * size);
  // The store writes no five-digit year: a `to` rounded past 9999 is refused, not failed on.
  if (to.getUTCFullYear() > 9999)
    throw badUserInput('to, rounded up to its hour or day, must be in the year 9999 at the latest.', 'to');
  const buckets = (to.getTime() - from.getTime()) / size;
  const max = unit === 'hour' ? USAGE_RANGE.maxHours : USAGE_RANGE.maxDays;
  if (buckets > max) {
    const limit = unit === 'hour' ? `${max / 24} days by HOUR` : `${max} days by DAY`;
    throw badUserInput(`The range from from to to must be at most ${limit}.`, 'to');
  }
  return { from, to, buckets };
}

/** Each bucket's first instant, oldest first. */
export function bucketStarts(range: Range & { buckets: number }, unit: UsageUnit): Date[] {
  const size = bucketMs(unit);
  return Array.from({ length: range.buckets }, (_, i) => new Date(range.from.getTime() + i * size));
}

/** A month as `YYYY-MM` (UTC). */
export const monthName = (date: Date) => date.toISOString().slice(0, 7);

const monthMessage = `month must be YYYY-MM: the current month or one of the ${USAGE_RANGE.monthsBack} before it.`;

/** `usageReport(month:)`: its range, when it is the current month or one of the 13 before it. */
export function reportMonth(month: string, now: Date): Range {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) throw badUserInput(monthMessage, 'month');
  const from = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  const current = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const earliest = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - USAGE_RANGE.monthsBack, 1);
  if (from.getTime() > current || from.getTime() < earliest) throw badUserInput(monthMessage, 'month');
  return { from, to: new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1)) };
}

const { min, max } = USAGE_RANGE.requestsByDay;
export const daysArgs = z.object({
  days: z
    .number()
    .int()
    .min(min, `days must be between ${min} and ${max}.`)
    .max(max, `days must be between ${min} and ${max}.`),
});
