import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/open-store';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import { EndpointDisabledReason, WebhookDeliveryStatus } from '../generated/reseller-types';
import { rowsOf } from '../db/rows-of';
import { disableReasonAfter, healthAfterAttempt } from './endpoint-health';
import { queueForEndpoint } from './outbox';
import { nextAttemptAfter } from './retry-schedule';
import type { AttemptOutcome } from './send-webhook';

export type WebhookDeliveryRecord = typeof webhookDeliveries.$inferSelect;

/** A delivery an instance has claimed for one attempt, with what it needs to send it. */
export interface ClaimedDelivery {
  id: string;
  messageId: string;
  payload: string;
  attempts: number;
  claimToken: string;
  endpointId: string;
  resellerId: string;
  url: string;
  sealedSecret: string;
  /** The secret before the last rotation, while its overlap lasts; null otherwise. */
  previousSealedSecret: string | null;
}

export interface ClaimLimits {
  /** Deliveries claimed at most. */
  limit: number;
  /** How long the claim keeps others off the delivery: longer than the attempt's deadline. */
  leaseMs: number;
  /** Attempts one reseller may have under way at once, counting `busy`. */
  perReseller: number;
  /** Attempts this instance has under way, by reseller. */
  busy: ReadonlyMap<string, number>;
  /** Only these deliveries (those a request has just queued), when given. */
  only?: readonly string[];
}

/**
 * The due deliveries to claim, fairly: each reseller's share is what `perReseller` leaves after its attempts
 * under way, and the free places go round the resellers (every reseller's first due delivery, then every
 * second…), so one reseller's backlog or slow receivers never take the places of another's. Read per endpoint
 * from the due-by-endpoint index, `perReseller` rows each at most, so the cost follows the number of
 * endpoints, not the backlog.
 */
function fairlyDue(now: Date, { limit, perReseller, busy, only }: ClaimLimits) {
  const busyRows = JSON.stringify([...busy].map(([reseller_id, n]) => ({ reseller_id, n })));
  const chosen = only
    ? sql`and w.id in (${sql.join(
        only.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  return sql`(
    select ranked.id from (
      select d.id, d.next_attempt_at,
        row_number() over (partition by e.reseller_id order by d.next_attempt_at, d.id) + coalesce(b.n, 0) as place
      from ${webhookEndpoints} e
      cross join lateral (
        select w.id, w.next_attempt_at from ${webhookDeliveries} w
        where w.endpoint_id = e.id and w.status = ${WebhookDeliveryStatus.Pending} and w.next_attempt_at <= ${now}
          ${chosen}
        order by w.next_attempt_at
        limit ${perReseller}
      ) d
      left join jsonb_to_recordset(${busyRows}::jsonb) as b(reseller_id text, n int) on b.reseller_id = e.reseller_id
    ) ranked
    where ranked.place <= ${perReseller}
    order by ranked.place, ranked.next_attempt_at
    limit ${limit})`;
}

/**
 * Claims due deliveries (chosen by `fairlyDue`) for one attempt each, in one statement: `FOR UPDATE SKIP
 * LOCKED` gives rows another instance is claiming at this moment to that instance, and the claim moves
 * `next_attempt_at` past the attempt's end (`leaseMs`), so no one else takes them while the attempt runs. If
 * this process dies before recording the outcome, the claim lapses and the delivery is sent again: at least
 * once, never lost.
 */
export async function claimDueDeliveries(
  db: Database,
  now: Date,
  limits: ClaimLimits,
): Promise<ClaimedDelivery[]> {
  if (limits.limit <= 0 || limits.only?.length === 0) return [];
  const claimToken = randomBytes(12).toString('base64url');
  // The choice was read without locks: each row is checked again as it is locked (another instance may have
  // claimed it since).
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.id, fairlyDue(now, limits)),
        eq(webhookDeliveries.status, WebhookDeliveryStatus.Pending),
        lte(webhookDeliveries.nextAttemptAt, now),
      ),
    )
    .for('update', { skipLocked: true });
  return db
    .update(webhookDeliveries)
    .set({
      claimToken,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastAttemptAt: now,
      nextAttemptAt: new Date(now.getTime() + limits.leaseMs),
    })
    .from(webhookEndpoints)
    .where(and(inArray(webhookDeliveries.id, due), eq(webhookEndpoints.id, webhookDeliveries.endpointId)))
    .returning({
      id: webhookDeliveries.id,
      messageId: webhookDeliveries.messageId,
      payload: webhookDeliveries.payload,
      attempts: webhookDeliveries.attempts,
      claimToken: sql<string>`${webhookDeliveries.claimToken}`,
      endpointId: webhookDeliveries.endpointId,
      resellerId: webhookEndpoints.resellerId,
      url: webhookEndpoints.url,
      sealedSecret: webhookEndpoints.sealedSecret,
      // Past its overlap a previous secret is ignored here, whether or not a sweep has dropped it yet.
      previousSealedSecret: sql<
        string | null
      >`case when ${webhookEndpoints.previousSecretExpiresAt} > ${now} then ${webhookEndpoints.previousSealedSecret} end`,
    });
}

const delivered = (outcome: AttemptOutcome) =>
  'status' in outcome && outcome.status >= 200 && outcome.status < 300;

/** What recording an attempt did: the status recorded, and why the service should disable the endpoint. */
export interface RecordedAttempt {
  status: WebhookDeliveryStatus;
  /** GONE or FAILING: the rule the outcome met. */
  disable: EndpointDisabledReason | null;
}

/**
 * Records an attempt's outcome, in one statement with the endpoint's health figures (endpoint-health.ts):
 * DELIVERED on a 2xx; otherwise PENDING until the next retry, or FAILED when none is left or the service has
 * disabled the endpoint meanwhile. Only under the claim that made the attempt: a late outcome from a claim
 * that lapsed (and was taken again) changes nothing and returns null. The endpoint's row is locked before
 * the delivery's, in the order disableEndpoint takes them, so the two never wait on each other in a circle.
 */
export async function recordAttempt(
  db: Database,
  claim: Pick<ClaimedDelivery, 'id' | 'claimToken' | 'attempts'>,
  outcome: AttemptOutcome,
  now: Date,
  disableAfterDays: number,
): Promise<RecordedAttempt | null> {
  const ok = delivered(outcome);
  const retryAt = ok ? null : nextAttemptAfter(claim.attempts, now);
  const responseStatus = 'status' in outcome ? outcome.status : null;
  const [row] = await rowsOf<RecordedAttempt>(
    db,
    sql`with endpoint as (
      update ${webhookEndpoints} e set ${healthAfterAttempt(ok, now)}
      where e.id = (
        select endpoint_id from ${webhookDeliveries} where id = ${claim.id} and claim_token = ${claim.claimToken}
      )
      returning e.id, e.enabled, e.disabled_reason, e.failing_since, e.failed_in_row
    )
    update ${webhookDeliveries} d set
      status = case
        when ${ok}::boolean then ${WebhookDeliveryStatus.Delivered}
        when ${retryAt}::timestamptz is not null
          and (endpoint.disabled_reason is null or endpoint.disabled_reason = ${EndpointDisabledReason.Manual})
          then ${WebhookDeliveryStatus.Pending}
        else ${WebhookDeliveryStatus.Failed}
      end,
      next_attempt_at = case
        when endpoint.disabled_reason is null or endpoint.disabled_reason = ${EndpointDisabledReason.Manual}
          then ${retryAt}::timestamptz
      end,
      claim_token = null,
      response_status = ${responseStatus}::int,
      last_failure = ${'failure' in outcome ? outcome.failure : null}::text
    from endpoint
    where d.id = ${claim.id} and d.claim_token = ${claim.claimToken} and d.endpoint_id = endpoint.id
    returning d.status, ${disableReasonAfter(responseStatus, now, disableAfterDays)} as disable`,
  );
  return row ?? null;
}

/** Gives a claimed delivery back without an outcome (the attempt was cut short by a stop): due at once. */
export async function releaseClaim(
  db: Database,
  claim: Pick<ClaimedDelivery, 'id' | 'claimToken'>,
  now: Date,
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ claimToken: null, nextAttemptAt: now })
    .where(and(eq(webhookDeliveries.id, claim.id), eq(webhookDeliveries.claimToken, claim.claimToken)));
}

/**
 * Gives back every claim: only for a store no other process can open (the embedded one), where any claim
 * found at start was left by a process that died mid-attempt. Its deliveries are sent again at once.
 */
export async function releaseAllClaims(db: Database, now: Date): Promise<number> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ claimToken: null, nextAttemptAt: now })
    .where(
      and(
        eq(webhookDeliveries.status, WebhookDeliveryStatus.Pending),
        isNotNull(webhookDeliveries.claimToken),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

export function listDeliveries(
  db: Database,
  endpointId: string,
  page: { offset: number; limit: number },
): Promise<WebhookDeliveryRecord[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countDeliveries(db: Database, endpointId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId));
  return Number(row?.n ?? 0);
}

/** A delivery's message as it was sent, to queue again. */
export interface SentMessage {
  endpointId: string;
  messageId: string;
  eventType: string;
  payload: string;
}

/** The message of one of the reseller's deliveries; null when the delivery is unknown or another reseller's. */
export async function findSentMessage(
  db: Database,
  resellerId: string,
  deliveryId: string,
): Promise<SentMessage | null> {
  const [original] = await db
    .select({
      endpointId: webhookDeliveries.endpointId,
      messageId: webhookDeliveries.messageId,
      eventType: webhookDeliveries.eventType,
      payload: webhookDeliveries.payload,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookEndpoints.resellerId, resellerId)));
  return original ?? null;
}

/**
 * Queues a message again, as a new delivery of the same message (same body, same `webhook-id`, so a
 * receiver that has it already can tell); null when its endpoint was deleted meanwhile. EndpointFullError
 * when the endpoint has no room (outbox.ts).
 */
export function redeliver(db: Database, original: SentMessage, now: Date): Promise<string | null> {
  return db.transaction((tx) => queueForEndpoint(tx, original.endpointId, { ...original, at: now }));
}
