import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { SERVICE_ORIGIN } from '../activity/origin';
import { recordChange } from '../activity/record-change';
import type { Database } from '../db/open-store';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import {
  ActivitySubjectType,
  type EndpointDisabledReason,
  WebhookDeliveryStatus,
} from '../generated/reseller-types';

/**
 * The service disables an endpoint on its own rule (endpoint-health.ts), in one transaction: the endpoint
 * stops receiving, the deliveries waiting for it become FAILED (they stay readable; one under way is made
 * FAILED when its outcome is recorded, deliveries.ts), the trail records `webhook.disabled` by SERVICE, and
 * its listener (webhook-of-change.ts) queues the event `webhook.disabled` for the reseller's other enabled
 * endpoints. The conditional UPDATE decides who does it: of several instances that saw the rule met, exactly
 * one gets the row back, so there is one disabling, one activity and one event. False for the others (and
 * for an endpoint disabled or deleted meanwhile).
 */
export async function disableEndpoint(
  db: Database,
  endpointId: string,
  reason: EndpointDisabledReason,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledAt: now, disabledReason: reason })
      .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
      .returning({ resellerId: webhookEndpoints.resellerId });
    if (!endpoint) return false;
    await tx
      .update(webhookDeliveries)
      .set({ status: WebhookDeliveryStatus.Failed, nextAttemptAt: null })
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpointId),
          eq(webhookDeliveries.status, WebhookDeliveryStatus.Pending),
          isNull(webhookDeliveries.claimToken),
        ),
      );
    await recordChange(tx, {
      resellerId: endpoint.resellerId,
      action: 'webhook.disabled',
      subjectType: ActivitySubjectType.WebhookEndpoint,
      subjectId: endpointId,
      customerId: null,
      details: { reason },
      origin: SERVICE_ORIGIN,
      occurredAt: now,
    });
    return true;
  });
}
