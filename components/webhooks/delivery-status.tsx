'use client';

import { Badge } from '@/components/ui/badge';
import { RelativeTime } from '@/components/ui/time';
import {
  WebhookDeliveryFailure,
  WebhookDeliveryStatus,
  type WebhookDeliveryFieldsFragment,
} from '@/lib/graphql-client/generated/graphql';

const FAILURES: Record<WebhookDeliveryFailure, string> = {
  [WebhookDeliveryFailure.Timeout]: 'No answer within 10 s',
  [WebhookDeliveryFailure.Unreachable]: 'Could not connect',
  [WebhookDeliveryFailure.AddressRefused]: 'Private address refused',
};

/** The last attempt's outcome in words: its HTTP status, or why there was none. */
export function attemptOutcome(delivery: WebhookDeliveryFieldsFragment): string | null {
  if (delivery.responseStatus !== null) return `HTTP ${delivery.responseStatus}`;
  if (delivery.lastFailure) return FAILURES[delivery.lastFailure];
  return null;
}

/** Delivered, failed, or waiting (queued for a first attempt, or retrying later), with when it goes next. */
export function DeliveryStatusCell({ delivery }: { delivery: WebhookDeliveryFieldsFragment }) {
  switch (delivery.status) {
    case WebhookDeliveryStatus.Delivered:
      return <Badge tone="success">Delivered</Badge>;
    case WebhookDeliveryStatus.Failed:
      return (
        <div className="flex flex-col items-start gap-1">
          <Badge tone="danger">Failed</Badge>
          <span className="text-xs text-muted">No retries left</span>
        </div>
      );
    case WebhookDeliveryStatus.Pending:
      return (
        <div className="flex flex-col items-start gap-1">
          <Badge tone={delivery.attempts > 0 ? 'warning' : 'neutral'}>
            {delivery.attempts > 0 ? 'Retrying' : 'Queued'}
          </Badge>
          {delivery.attempts > 0 && delivery.nextAttemptAt ? (
            <span className="text-xs text-muted">
              Next attempt <RelativeTime value={delivery.nextAttemptAt} />
            </span>
          ) : null}
        </div>
      );
  }
}
