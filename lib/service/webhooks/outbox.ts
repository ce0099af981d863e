import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open-store';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import { WebhookDeliveryStatus } from '../generated/reseller-types';
import { newId } from '../ids';
import { eventBody, type WebhookEvent } from './events';

/**
 * The outbox's one writer of new deliveries: rows written here, in the caller's transaction, are sent by the
 * worker once that transaction commits, and never if it rolls back. One message id per event: an event sent
 * to two endpoints, or sent again, carries the same `webhook-id`.
 */
export async function enqueueToEndpoints(
  tx: Database,
  endpointIds: readonly string[],
  event: WebhookEvent,
  messageId = newId('msg'),
): Promise<string[]> {
  if (endpointIds.length === 0) return [];
  const payload = eventBody(event);
  const rows = endpointIds.map((endpointId) => ({
    id: newId('whd'),
    endpointId,
    messageId,
    eventType: event.type,
    payload,
    status: WebhookDeliveryStatus.Pending,
    createdAt: event.occurredAt,
    nextAttemptAt: event.occurredAt,
  }));
  await tx.insert(webhookDeliveries).values(rows);
  return rows.map((row) => row.id);
}

/** The ids of a reseller's endpoints: every event about the reseller goes to each of them. */
export async function endpointIdsOf(tx: Database, resellerId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.resellerId, resellerId));
  return rows.map((row) => row.id);
}
