import 'server-only';
import { WEBHOOK_EVENT_TYPES } from '../../contract/webhook-events';
import type { AnswerSizes } from '../core/answer-sizes';
import { MAX_ENDPOINTS_PER_RESELLER } from './endpoint-store';

/**
 * How long the webhook lists without a `limit` can be, for the query-cost limit (api/query-cost.ts): a
 * reseller's endpoints, and an endpoint's event types (each at most once).
 */
export const WEBHOOK_ANSWER_SIZES: AnswerSizes = {
  textBytes: {},
  listSizes: {
    'Query.webhookEndpoints': MAX_ENDPOINTS_PER_RESELLER,
    'WebhookEndpoint.eventTypes': WEBHOOK_EVENT_TYPES.length,
  },
};
