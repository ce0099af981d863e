import 'server-only';
import { createFairPlaces } from '../../collections/fair-places';
import { errorResponse } from '../../http/error-response';
import { countRefusal } from '../../telemetry/rate-limit-refusals';

// Reseller API operations one process runs at once, and one reseller's share of them (all its keys
// together): a reseller sending dozens of its largest lists at once holds three, and another reseller's
// request starts beside them instead of behind them all. Measured with 40 connections of ten-alias
// 100-customer lists against one small query of another reseller's: on the embedded store, which runs one
// statement at a time, its median went from 902 ms to 132 ms (1.2 ms alone); on PostgreSQL from 500 ms to
// 64 ms, the flood's own throughput 6% lower. The Customer API's operations are small and per customer (at
// most 100 handbooks, no search): not shared out.
const PLACES = 16;
const PER_RESELLER = 3;
// A client's batch of a hundred at once waits its turn (the per-key request limit bounds the volume); a
// reseller with more waiting is refused at once, as is an operation that found no place within WAIT_MS
// (under the dashboard's 10-second upstream wait).
const WAITING_PER_RESELLER = 200;
const WAIT_MS = 8_000;
const RETRY_AFTER_SECONDS = 2;

class NoTurnError extends Error {}

/** The places themselves: exported so that a test can hold a reseller's share the way long operations would. */
export const resellerPlaces = createFairPlaces({
  places: PLACES,
  perTenant: PER_RESELLER,
  waitingPerTenant: WAITING_PER_RESELLER,
  waitMs: WAIT_MS,
  refusal: () => new NoTurnError(),
});

/**
 * Runs one Reseller API request in its reseller's share of the process's places; when the reseller already
 * has as many operations waiting as it may, or this one waited too long, answers 429 `RATE_LIMITED` with
 * Retry-After, and nothing runs.
 */
export async function inResellerTurn(
  resellerId: string,
  answer: () => Promise<Response> | Response,
): Promise<Response> {
  let release: () => void;
  try {
    release = await resellerPlaces.enter(resellerId);
  } catch (error) {
    if (!(error instanceof NoTurnError)) throw error;
    countRefusal('operations');
    return errorResponse(
      429,
      `Too many operations of this reseller are running at once. Try again in ${RETRY_AFTER_SECONDS} seconds.`,
      'RATE_LIMITED',
      { 'retry-after': String(RETRY_AFTER_SECONDS) },
    );
  }
  try {
    return await answer();
  } finally {
    release();
  }
}
