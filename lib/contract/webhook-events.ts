/**
 * The events a reseller's webhook endpoints receive (`WebhookDelivery.eventType`, the body's `type`): strings,
 * because the names hold a dot. Neutral: the service sends them and the dashboard and README name them.
 */
export const WEBHOOK_EVENT_TYPES = [
  'token.expiring',
  'token.expired',
  'token.issued',
  'token.renewed',
  'token.revoked',
  'customer.created',
  'customer.deleted',
  'webhook.disabled',
  'webhook.test',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}
