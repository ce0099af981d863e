import { Notice } from '@/components/ui/notice';
import { WEBHOOK_MAX_WAITING_PER_ENDPOINT } from '@/lib/contract/limits';

/** What `droppedCount` means, in words: events never queued because the receiver fell too far behind. */
export function droppedEventsText(count: number): string {
  const one = count === 1;
  return `${count.toLocaleString('en')} ${one ? 'event was' : 'events were'} dropped because ${WEBHOOK_MAX_WAITING_PER_ENDPOINT.toLocaleString('en')} deliveries were already waiting for this endpoint; ${one ? 'it is' : 'they are'} not sent later.`;
}

/**
 * What the deliveries list cannot show: events never queued for the endpoint (its dropped count), and,
 * when it is disabled, that new events are not queued.
 */
export function DroppedEvents({ count, enabled }: { count: number; enabled: boolean }) {
  if (count === 0 && enabled) return null;
  return (
    <Notice tone="warning">
      {enabled ? null : (
        <p>This endpoint is disabled: new events are not queued for it until an admin enables it.</p>
      )}
      {count > 0 ? <p data-testid="dropped-events">{droppedEventsText(count)}</p> : null}
    </Notice>
  );
}
