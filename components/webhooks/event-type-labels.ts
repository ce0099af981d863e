import type { WebhookEventType } from '@/lib/contract/webhook-events';

/** What each event tells, in words, beside its name (which is what a receiver reads in `type`). */
export const EVENT_TYPE_LABELS: Record<WebhookEventType, string> = {
  'token.expiring': 'A token expires soon',
  'token.expired': 'A token has expired',
  'token.issued': 'A token was issued',
  'token.renewed': 'A token was renewed',
  'token.revoked': 'A token was revoked',
  'customer.created': 'A customer was added',
  'customer.deleted': 'A customer was deleted',
  'webhook.disabled': 'Another endpoint was disabled by the service',
  'webhook.test': 'A test event you send',
};
