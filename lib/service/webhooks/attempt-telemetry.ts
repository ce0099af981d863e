import 'server-only';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_SERVER_ADDRESS,
} from '@opentelemetry/semantic-conventions';
import { ATTR } from '../../telemetry/attributes';
import { inSpan } from '../../telemetry/in-span';
import { instruments } from '../../telemetry/instruments';
import { WebhookDeliveryStatus } from '../generated/reseller-types';
import type { AttemptOutcome } from './send-webhook';

/**
 * One attempt in a client span: the receiver's host and its answer's status, never the URL's path or query
 * (a receiver may put a secret there, as Slack's incoming webhooks do).
 */
export function attemptSpan(url: URL, send: () => Promise<AttemptOutcome>): Promise<AttemptOutcome> {
  return inSpan(
    'POST',
    { [ATTR_HTTP_REQUEST_METHOD]: 'POST', [ATTR_SERVER_ADDRESS]: url.hostname },
    async (span) => {
      const outcome = await send();
      if ('status' in outcome) span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, outcome.status);
      else span.setAttribute(ATTR_ERROR_TYPE, outcome.failure);
      if (!('status' in outcome) || outcome.status < 200 || outcome.status >= 300)
        span.setStatus({ code: SpanStatusCode.ERROR });
      return outcome;
    },
    SpanKind.CLIENT,
  );
}

const OUTCOMES: Record<WebhookDeliveryStatus, string> = {
  [WebhookDeliveryStatus.Delivered]: 'delivered',
  [WebhookDeliveryStatus.Pending]: 'retried',
  [WebhookDeliveryStatus.Failed]: 'failed',
};

/** `handbook.webhook.deliveries`: an attempt, by the status it left its delivery in. */
export function countAttempt(status: WebhookDeliveryStatus): void {
  instruments().webhookDeliveries.add(1, { [ATTR.outcome]: OUTCOMES[status] });
}

/** `handbook.webhook.deliveries`: messages an endpoint with a full queue did not take. */
export function countDropped(count: number): void {
  if (count > 0) instruments().webhookDeliveries.add(count, { [ATTR.outcome]: 'dropped' });
}
