import { Notice } from '@/components/ui/notice';
import { WEBHOOK_MAX_WAITING_PER_ENDPOINT } from '@/lib/contract/limits';

const WAITING_LIMIT = WEBHOOK_MAX_WAITING_PER_ENDPOINT.toLocaleString('en');

/**
 * What the deliveries list cannot show: events never queued for the endpoint because its receiver fell
 * behind (the outbox's per-endpoint bound), and, when it is disabled, that new events are not queued.
 */
export function DroppedEvents({ count, enabled }: { count: number; enabled: boolean }) {
  if (count === 0 && enabled) return null;
  return (
    <Notice tone="warning">
      {enabled ? null : (
        <p>This endpoint is disabled: new events are not queued for it until you enable it.</p>
      )}
      {count > 0 ? (
        <p data-testid="dropped-events">
          {count.toLocaleString('en')} {count === 1 ? 'event was' : 'events were'} dropped because{' '}
          {WAITING_LIMIT} deliveries were already waiting for this endpoint;{' '}
          {count === 1 ? 'it is' : 'they are'} not sent later.
        </p>
      ) : null}
    </Notice>
  );
}
