import 'server-only';
import { eq } from 'drizzle-orm';
import type { ActivityAction } from '../../contract/activity-actions';
import type { WebhookEventType } from '../../contract/webhook-events';
import type { ChangeListener, RecordedChange } from '../activity/change';
import type { Database } from '../db/open-store';
import { customers, customerTokens, webhookEndpoints } from '../db/schema';
import { tokenEventData, type WebhookEvent } from './events';
import { endpointIdsOf, enqueueToEndpoints } from './outbox';

/** The changes a webhook tells of, by the activity action that records them (the names are the same). */
const EVENT_OF: Partial<Record<ActivityAction, WebhookEventType>> = {
  'token.issued': 'token.issued',
  'token.renewed': 'token.renewed',
  'token.revoked': 'token.revoked',
  'customer.created': 'customer.created',
  'customer.deleted': 'customer.deleted',
  // Recorded only by the service (disable-endpoint.ts), which has disabled the endpoint first: the endpoints
  // told are the reseller's others.
  'webhook.disabled': 'webhook.disabled',
};

async function tokenData(tx: Database, type: WebhookEventType, tokenId: string) {
  const [row] = await tx
    .select({ token: customerTokens, name: customers.name })
    .from(customerTokens)
    .innerJoin(customers, eq(customers.id, customerTokens.customerId))
    .where(eq(customerTokens.id, tokenId));
  if (!row) return null;
  const data = tokenEventData(row.token, row.name);
  if (type === 'token.renewed') return { ...data, renewedFromId: row.token.renewedFromId };
  if (type === 'token.revoked') return { ...data, revokedAt: row.token.revokedAt?.toISOString() ?? null };
  return data;
}

async function customerData(tx: Database, customerId: string) {
  const [row] = await tx.select().from(customers).where(eq(customers.id, customerId));
  return row
    ? { userId: row.id, name: row.name, email: row.email, createdAt: row.createdAt.toISOString() }
    : null;
}

async function disabledEndpointData(tx: Database, change: RecordedChange) {
  const [row] = await tx
    .select({ url: webhookEndpoints.url })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, change.subjectId));
  const reason = change.details.reason;
  return row && typeof reason === 'string' ? { endpointId: change.subjectId, url: row.url, reason } : null;
}

/** What the event's body says, read within the change's transaction (so as it is after the change). */
function eventData(tx: Database, type: WebhookEventType, change: RecordedChange) {
  if (type === 'customer.created') return customerData(tx, change.subjectId);
  // The customer is gone: its id is all there is to tell.
  if (type === 'customer.deleted') return { userId: change.subjectId };
  if (type === 'webhook.disabled') return disabledEndpointData(tx, change);
  return tokenData(tx, type, change.subjectId);
}

/**
 * Queues the webhook of a change in the change's own transaction (a listener of record-change.ts): the
 * delivery exists exactly when the change does. Nothing is read or written for a reseller without endpoints
 * beyond one look at its endpoints; only the enabled endpoints that chose the event (or chose none) get it.
 */
export const enqueueWebhookOfChange: ChangeListener = async (tx, change) => {
  const type = EVENT_OF[change.action];
  if (!type) return;
  const endpointIds = await endpointIdsOf(tx, change.resellerId, type);
  if (endpointIds.length === 0) return;
  const data = await eventData(tx, type, change);
  if (!data) return;
  const event: WebhookEvent = { type, occurredAt: change.occurredAt, data };
  await enqueueToEndpoints(tx, endpointIds, event);
};
