import 'server-only';
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/open-store';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import { WebhookDeliveryStatus } from '../generated/reseller-types';
import { newId } from '../core/ids';
import { WEBHOOK_MAX_WAITING_PER_ENDPOINT } from '../../contract/limits';
import type { WebhookEventType } from '../../contract/webhook-events';
import { eventBody, type WebhookEvent } from './events';
import { countDropped } from './attempt-telemetry';

export class EndpointFullError extends Error {
  constructor() {
    super(
      `${WEBHOOK_MAX_WAITING_PER_ENDPOINT.toLocaleString('en')} deliveries are already waiting for this endpoint; this one was dropped.`,
    );
    this.name = 'EndpointFullError';
  }
}

/** A person asked for a delivery to an endpoint they disabled: nothing is queued for it until enabled. */
export class EndpointDisabledError extends Error {
  constructor() {
    super('This endpoint is disabled: enable it to send webhooks to it again.');
    this.name = 'EndpointDisabledError';
  }
}

/** Told the ids of deliveries just written (inside the writer's transaction, which may still roll back). */
export type QueuedListener = (deliveryIds: readonly string[]) => void;

const queuedListeners = new Set<QueuedListener>();

/**
 * The outbox's one hook: whoever runs the process asks to hear of new deliveries (the host sends a request's
 * own once its answer is out, host/deliver-after-response.ts) instead of the outbox knowing of any driver.
 * Adding the same listener again changes nothing.
 */
export function onQueued(listener: QueuedListener): void {
  queuedListeners.add(listener);
}

/** One message as the outbox stores it: the exact body every attempt sends, under one `webhook-id`. */
export interface OutboxMessage {
  messageId: string;
  eventType: string;
  payload: string;
  at: Date;
}

/**
 * Holds the enabled ones among `endpointIds` until the transaction ends (in id order, so that writers never
 * wait on each other in a circle), and counts the deliveries waiting for each.
 */
async function holdEnabled(
  tx: Database,
  endpointIds: readonly string[],
): Promise<{ held: { id: string }[]; waiting: Map<string, number> }> {
  const held = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(inArray(webhookEndpoints.id, [...endpointIds]), eq(webhookEndpoints.enabled, true)))
    .orderBy(asc(webhookEndpoints.id))
    .for('no key update');
  if (held.length === 0) return { held, waiting: new Map() };
  const waiting = await tx
    .select({ endpointId: webhookDeliveries.endpointId, n: count() })
    .from(webhookDeliveries)
    .where(
      and(
        inArray(
          webhookDeliveries.endpointId,
          held.map((e) => e.id),
        ),
        eq(webhookDeliveries.status, WebhookDeliveryStatus.Pending),
      ),
    )
    .groupBy(webhookDeliveries.endpointId);
  return { held, waiting: new Map(waiting.map((w) => [w.endpointId, w.n])) };
}

/**
 * The outbox's one writer of new deliveries (with requeueFailed, its bulk form for one endpoint): rows written
 * here, in the caller's transaction, are sent by the worker once that transaction commits, and never if it
 * rolls back. An endpoint with
 * WEBHOOK_MAX_WAITING_PER_ENDPOINT deliveries waiting gets no new one: its `dropped_count` counts the message
 * instead, so a receiver that is down (or slow on purpose) cannot grow the outbox without bound. The
 * endpoints' rows are held (in id order, so that writers never wait on each other in a circle) from the count
 * to the commit: two transactions cannot both take the last place. Returns the new deliveries' ids by
 * endpoint, and the endpoints that dropped the message (an endpoint deleted or disabled meanwhile is in neither:
 * a disabled endpoint gets nothing queued, whoever asks).
 */
export async function queueMessage(
  tx: Database,
  endpointIds: readonly string[],
  message: OutboxMessage,
): Promise<{ queued: Map<string, string>; dropped: string[] }> {
  if (endpointIds.length === 0) return { queued: new Map(), dropped: [] };
  const { held, waiting } = await holdEnabled(tx, endpointIds);
  const full = new Set(
    [...waiting].filter(([, n]) => n >= WEBHOOK_MAX_WAITING_PER_ENDPOINT).map(([endpointId]) => endpointId),
  );
  if (full.size > 0)
    await tx
      .update(webhookEndpoints)
      .set({ droppedCount: sql`${webhookEndpoints.droppedCount} + 1` })
      .where(inArray(webhookEndpoints.id, [...full]));
  countDropped(full.size);
  const rows = held
    .filter((e) => !full.has(e.id))
    .map(({ id: endpointId }) => ({
      id: newId('whd'),
      endpointId,
      messageId: message.messageId,
      eventType: message.eventType,
      payload: message.payload,
      status: WebhookDeliveryStatus.Pending,
      createdAt: message.at,
      nextAttemptAt: message.at,
    }));
  if (rows.length > 0) await tx.insert(webhookDeliveries).values(rows);
  const ids = rows.map((row) => row.id);
  for (const listener of queuedListeners) listener(ids);
  return { queued: new Map(rows.map((row) => [row.endpointId, row.id])), dropped: [...full] };
}

/**
 * Queues a message for one endpoint on a person's request (a test, a redelivery), who is told when there is
 * no room (EndpointFullError, which also rolls the count of the drop back: nothing was lost unseen) or
 * when it is disabled (EndpointDisabledError). Null when the endpoint is gone.
 */
export async function queueForEndpoint(
  tx: Database,
  endpointId: string,
  message: OutboxMessage,
): Promise<string | null> {
  const { queued, dropped } = await queueMessage(tx, [endpointId], message);
  if (dropped.length > 0) throw new EndpointFullError();
  const id = queued.get(endpointId);
  if (id) return id;
  await refuseDisabled(tx, endpointId);
  return null;
}

/** Throws EndpointDisabledError when the endpoint (not held as enabled a moment ago) is disabled. */
async function refuseDisabled(tx: Database, endpointId: string): Promise<void> {
  const [disabled] = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, false)));
  if (disabled) throw new EndpointDisabledError();
}

/**
 * Queues again, as new deliveries of the same messages (as a redelivery does), the endpoint's FAILED
 * deliveries created since `since`, oldest first, as many as the waiting bound leaves room for. Only the
 * newest delivery of each message counts: one queued again before (and waiting, delivered or failed since)
 * is not queued twice. Returns how many, or null when the endpoint is gone; EndpointDisabledError when it is
 * disabled.
 */
export async function requeueFailed(
  tx: Database,
  endpointId: string,
  since: Date,
  now: Date,
): Promise<number | null> {
  const { held, waiting } = await holdEnabled(tx, [endpointId]);
  if (held.length === 0) {
    await refuseDisabled(tx, endpointId);
    return null;
  }
  const room = WEBHOOK_MAX_WAITING_PER_ENDPOINT - (waiting.get(endpointId) ?? 0);
  if (room <= 0) return 0;
  const newest = tx
    .selectDistinctOn([webhookDeliveries.messageId], {
      messageId: webhookDeliveries.messageId,
      eventType: webhookDeliveries.eventType,
      payload: webhookDeliveries.payload,
      status: webhookDeliveries.status,
      createdAt: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), gte(webhookDeliveries.createdAt, since)))
    // Of copies made in the same millisecond, one that is not FAILED is the newer (it was queued again).
    .orderBy(
      webhookDeliveries.messageId,
      desc(webhookDeliveries.createdAt),
      sql`${webhookDeliveries.status} = ${WebhookDeliveryStatus.Failed}`,
    )
    .as('newest');
  const failed = await tx
    .select({ messageId: newest.messageId, eventType: newest.eventType, payload: newest.payload })
    .from(newest)
    .where(eq(newest.status, WebhookDeliveryStatus.Failed))
    .orderBy(asc(newest.createdAt))
    .limit(room);
  if (failed.length === 0) return 0;
  const rows = failed.map((message) => ({
    id: newId('whd'),
    endpointId,
    ...message,
    status: WebhookDeliveryStatus.Pending,
    createdAt: now,
    nextAttemptAt: now,
  }));
  await tx.insert(webhookDeliveries).values(rows);
  const ids = rows.map((row) => row.id);
  for (const listener of queuedListeners) listener(ids);
  return rows.length;
}

/** Queues an event for each endpoint: one message id per event, so every endpoint gets the same `webhook-id`. */
export async function enqueueToEndpoints(
  tx: Database,
  endpointIds: readonly string[],
  event: WebhookEvent,
): Promise<void> {
  await queueMessage(tx, endpointIds, messageOf(event));
}

/** An event as a new message. */
export function messageOf(event: WebhookEvent): OutboxMessage {
  return { messageId: newId('msg'), eventType: event.type, payload: eventBody(event), at: event.occurredAt };
}

/** The ids of a reseller's enabled endpoints that receive `eventType` (they chose it, or chose none). */
export async function endpointIdsOf(
  tx: Database,
  resellerId: string,
  eventType: WebhookEventType,
): Promise<string[]> {
  const rows = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.resellerId, resellerId),
        eq(webhookEndpoints.enabled, true),
        sql`(cardinality(${webhookEndpoints.eventTypes}) = 0 or ${eventType} = any(${webhookEndpoints.eventTypes}))`,
      ),
    );
  return rows.map((row) => row.id);
}
