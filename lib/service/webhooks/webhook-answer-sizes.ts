import 'server-only';
import { WEBHOOK_EVENT_TYPES } from '../../contract/webhook-events';
import { MAX_ENDPOINTS_PER_RESELLER } from './endpoint-store';

/**
 * How long the webhook lists without a `limit` can be, for the query-cost limit (http/query-cost.ts): a
 * reseller's endpoints, and an endpoint's event types (each at most once).
 */
export const WEBHOOK_LIST_SIZES: Readonly<Record<string, number>> = {
  'Query.webhookEndpoints': MAX_ENDPOINTS_PER_RESELLER,
  'WebhookEndpoint.eventTypes': WEBHOOK_EVENT_TYPES.length,
};
