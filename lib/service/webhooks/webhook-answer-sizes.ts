import 'server-only';
import { WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_URL_MAX_LENGTH } from '../../contract/limits';
import { WEBHOOK_EVENT_TYPES } from '../../contract/webhook-events';
import { userTextBytes, type AnswerSizes } from '../core/answer-sizes';
import { MAX_ENDPOINTS_PER_RESELLER } from './endpoint-store';

/**
 * What webhooks can weigh in an answer, for the query-cost limit (api/query-cost.ts): an endpoint's address
 * and description at their longest; how long the lists without a `limit` can be (a reseller's endpoints, and
 * an endpoint's event types, each at most once).
 */
export const WEBHOOK_ANSWER_SIZES: AnswerSizes = {
  textBytes: {
    'WebhookEndpoint.url': userTextBytes(WEBHOOK_URL_MAX_LENGTH),
    'WebhookEndpoint.description': userTextBytes(WEBHOOK_DESCRIPTION_MAX_LENGTH),
  },
  listSizes: {
    'Query.webhookEndpoints': MAX_ENDPOINTS_PER_RESELLER,
    'WebhookEndpoint.eventTypes': WEBHOOK_EVENT_TYPES.length,
  },
};
