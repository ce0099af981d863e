import 'server-only';
import type { WebhookEventType } from '../../contract/webhook-events';
import type { TokenRecord } from '../tokens/token-store';

/** What happened, as a webhook tells it: the body is `{"type", "timestamp", "data"}` (contract). */
export interface WebhookEvent {
  type: WebhookEventType;
  occurredAt: Date;
  data: Record<string, string | number | null>;
}

/** The exact bytes every attempt of a delivery sends (and signs). */
export function eventBody(event: WebhookEvent): string {
  return JSON.stringify({ type: event.type, timestamp: event.occurredAt.toISOString(), data: event.data });
}

/** What every token event carries: the token, its customer by id and name, its expiry and label. */
export function tokenEventData(
  token: Pick<TokenRecord, 'id' | 'customerId' | 'expiresAt' | 'label'>,
  customerName: string,
): WebhookEvent['data'] {
  return {
    tokenId: token.id,
    userId: token.customerId,
    name: customerName,
    expiresAt: token.expiresAt.toISOString(),
    label: token.label,
  };
}
