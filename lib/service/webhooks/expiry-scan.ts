import 'server-only';
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/open-store';
import { customers, customerTokens, webhookEndpoints, webhookScanState } from '../db/schema';
import { tokenEventData, type WebhookEvent } from './events';
import { endpointIdsOf, enqueueToEndpoints } from './outbox';

const DAY_MS = 86_400_000;
// One transaction covers at most a day of notice points, so catching up after a long stop stays in
// transactions of a bounded size.
const MAX_SPAN_MS = DAY_MS;
const STATE_ROW = 1;

/**
 * The scan for tokens reaching a notice point: `token.expiring` n days before expiry for each n of
 * HANDBOOK_TOKEN_NOTICE_DAYS, and `token.expired` at expiry. Each scan looks at the interval since the last
 * one (kept in webhook_scan_state, whose row it holds until it commits), so every notice point of every token
 * falls in exactly one scanned interval: one event per token and point, however many scans run, on however
 * many instances, across restarts; a stop only delays the notices of its interval. The first scan ever
 * starts the clock: notice points from before it are not sent.
 *
 * Of several points a token has reached by the time of the scan (after a long stop), only the nearest to
 * expiry is sent. Tokens of resellers without an endpoint are skipped; revoked tokens get nothing; a renewed token
 * gets `token.expired` but no `token.expiring` (its successor has its own); a point before the token was
 * issued (a 3-day token's 7-day point) does not exist. Returns how many events were queued.
 */
export async function scanTokenExpiries(
  db: Database,
  noticeDays: readonly number[],
  now: Date,
): Promise<number> {
  let queued = 0;
  for (;;) {
    const step = await db.transaction(async (tx) => {
      await tx.insert(webhookScanState).values({ id: STATE_ROW, scannedUntil: now }).onConflictDoNothing();
      const [state] = await tx
        .select()
        .from(webhookScanState)
        .where(eq(webhookScanState.id, STATE_ROW))
        .for('update');
      const from = state!.scannedUntil;
      const to = new Date(Math.min(now.getTime(), from.getTime() + MAX_SPAN_MS));
      if (to <= from) return null;
      const sent = await queueNotices(tx, noticeDays, { from, to, now });
      await tx.update(webhookScanState).set({ scannedUntil: to }).where(eq(webhookScanState.id, STATE_ROW));
      return { sent, done: to.getTime() >= now.getTime() };
    });
    if (!step) return queued;
    queued += step.sent;
    if (step.done) return queued;
  }
}

/**
 * Point `days` of a token is reached at `expiresAt - days`. For the interval (from, to] that is a range of
 * `expiresAt`, cut where the next nearer point has been reached by `now` too (that one is sent instead, in
 * the step of the catch-up whose interval holds it).
 */
async function queueNotices(
  tx: Database,
  noticeDays: readonly number[],
  { from, to, now }: { from: Date; to: Date; now: Date },
): Promise<number> {
  const points = [0, ...[...new Set(noticeDays)].sort((a, b) => a - b)];
  const endpoints = new Map<string, string[]>();
  let queued = 0;
  for (const [i, days] of points.entries()) {
    const nearer = i === 0 ? null : points[i - 1]!;
    const lower = Math.max(
      from.getTime() + days * DAY_MS,
      nearer === null ? 0 : now.getTime() + nearer * DAY_MS,
    );
    const upper = to.getTime() + days * DAY_MS;
    if (lower >= upper) continue;
    const tokens = await tx
      .select({ token: customerTokens, name: customers.name })
      .from(customerTokens)
      .innerJoin(customers, eq(customers.id, customerTokens.customerId))
      .where(
        and(
          inArray(
            customerTokens.resellerId,
            tx.selectDistinct({ id: webhookEndpoints.resellerId }).from(webhookEndpoints),
          ),
          isNull(customerTokens.revokedAt),
          gt(customerTokens.expiresAt, new Date(lower)),
          lte(customerTokens.expiresAt, new Date(upper)),
          ...(days === 0
            ? []
            : [
                isNull(customerTokens.renewedById),
                sql`${customerTokens.expiresAt} - make_interval(days => ${days}::int) > ${customerTokens.issuedAt}`,
              ]),
        ),
      );
    for (const { token, name } of tokens) {
      const event: WebhookEvent =
        days === 0
          ? {
              type: 'token.expired',
              occurredAt: token.expiresAt,
              // A receiver about to tell the customer that access ended can see whether a successor exists.
              data: { ...tokenEventData(token, name), renewedById: token.renewedById },
            }
          : {
              type: 'token.expiring',
              occurredAt: new Date(token.expiresAt.getTime() - days * DAY_MS),
              data: { ...tokenEventData(token, name), noticeDays: days },
            };
      const recipients = `${token.resellerId} ${event.type}`;
      let ids = endpoints.get(recipients);
      if (!ids) endpoints.set(recipients, (ids = await endpointIdsOf(tx, token.resellerId, event.type)));
      await enqueueToEndpoints(tx, ids, event);
      queued++;
    }
  }
  return queued;
}
