import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import {
  EndpointDisabledReason,
  EndpointHealthStatus,
  type EndpointHealth,
} from '../generated/reseller-types';
import type { WebhookEndpointRecord } from './endpoint-store';

// An endpoint's health is kept on its row (db/schema.ts) by the statement that records each attempt
// (deliveries.ts), so that reading it costs no look at the deliveries: figures since the last success, and
// attempts and failures in 24 hourly slots.

const HOUR_MS = 3_600_000;
const SLOTS = 24;

/** Failed attempts in a row the five-day rule needs besides the days (contract, fourth edition). */
export const DISABLE_AFTER_FAILED_ATTEMPTS = 10;

/** The hour an instant falls in, counted from 1970 (UTC): what the hourly slots are kept by. */
export const hourOf = (at: Date): number => Math.floor(at.getTime() / HOUR_MS);

/** The hour slot `slot` (0–23) last held, when the newest slot written is `countedHour`. */
const hourInSlot = (slot: number, countedHour: number) =>
  countedHour - ((((countedHour - slot) % SLOTS) + SLOTS) % SLOTS);

/** The sum of the slots of the current hour and the 23 before it. */
function last24Hours(slots: readonly number[], countedHour: number, now: Date): number {
  const newest = hourOf(now);
  return slots.reduce((sum, n, slot) => {
    const hour = hourInSlot(slot, countedHour);
    return hour > newest - SLOTS && hour <= newest ? sum + n : sum;
  }, 0);
}

/** `WebhookEndpoint.health`, from the endpoint's row as of `now`. */
export function healthOf(endpoint: WebhookEndpointRecord, now: Date): EndpointHealth {
  const status = !endpoint.enabled
    ? EndpointHealthStatus.Disabled
    : endpoint.failingSince
      ? EndpointHealthStatus.Failing
      : EndpointHealthStatus.Healthy;
  return {
    status,
    lastSuccessAt: endpoint.lastSuccessAt,
    lastFailureAt: endpoint.lastFailureAt,
    failingSince: endpoint.failingSince,
    attemptsLast24Hours: last24Hours(endpoint.attemptsByHour, endpoint.countedHour, now),
    failedLast24Hours: last24Hours(endpoint.failuresByHour, endpoint.countedHour, now),
    disabledAt: endpoint.enabled ? null : endpoint.disabledAt,
    // Endpoints disabled before health was kept were disabled by a person (migration 0019 says so too).
    disabledReason: endpoint.enabled ? null : (endpoint.disabledReason ?? EndpointDisabledReason.Manual),
  };
}

/**
 * An hourly slots column after one more attempt at hour `hour` that adds `add` (1 or 0): slots older than
 * 24 hours before the newest hour are emptied on the way. An instance whose clock is a little behind adds to
 * its own (older) hour while that is still within the 24.
 */
function slotsAfter(column: 'attempts_by_hour' | 'failures_by_hour', hour: number, add: SQL): SQL {
  const kept = sql`e.counted_hour - (((e.counted_hour - i) % ${SLOTS} + ${SLOTS}) % ${SLOTS}) > greatest(e.counted_hour, ${hour}::int) - ${SLOTS}`;
  return sql`array(
    select (case when ${kept} then e.${sql.raw(column)}[i + 1] else 0 end)
      + (case when i = ${hour}::int % ${SLOTS} and ${hour}::int > e.counted_hour - ${SLOTS} then ${add} else 0 end)
    from generate_series(0, ${SLOTS - 1}) as i order by i)`;
}

/**
 * The SET list that counts one attempt's outcome on its endpoint (aliased `e`): part of the statement that
 * records the attempt, so the figures never disagree with the deliveries.
 */
export function healthAfterAttempt(succeeded: boolean, now: Date): SQL {
  const ok = sql`${succeeded}::boolean`;
  const at = sql`${now}::timestamptz`;
  const hour = hourOf(now);
  return sql`
    last_success_at = case when ${ok} then ${at} else e.last_success_at end,
    last_failure_at = case when ${ok} then e.last_failure_at else ${at} end,
    failing_since = case when ${ok} then null else coalesce(e.failing_since, ${at}) end,
    failed_in_row = case when ${ok} then 0 else e.failed_in_row + 1 end,
    attempts_by_hour = ${slotsAfter('attempts_by_hour', hour, sql`1`)},
    failures_by_hour = ${slotsAfter('failures_by_hour', hour, sql`case when ${ok} then 0 else 1 end`)},
    counted_hour = greatest(e.counted_hour, ${hour}::int)`;
}

/**
 * Why the service disables the endpoint (aliased `endpoint`, as the attempt left it) after an answer of
 * `responseStatus`: GONE at once on `410 Gone`; FAILING once every attempt has failed for `disableAfterDays`
 * with at least 10 failed attempts; null otherwise, and for an endpoint disabled already.
 */
export function disableReasonAfter(responseStatus: number | null, now: Date, disableAfterDays: number): SQL {
  return sql`case
    when not endpoint.enabled then null
    when ${responseStatus}::int = 410 then ${EndpointDisabledReason.Gone}
    when endpoint.failing_since <= ${now}::timestamptz - ${disableAfterDays}::int * interval '1 day'
      and endpoint.failed_in_row >= ${DISABLE_AFTER_FAILED_ATTEMPTS} then ${EndpointDisabledReason.Failing}
  end`;
}
