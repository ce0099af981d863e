'use client';

import { Allowed } from '@/components/auth/permissions';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { RelativeTime } from '@/components/ui/time';
import type { WebhookEndpointFieldsFragment } from '@/lib/graphql/generated/graphql';
import { DeleteEndpointButton } from './delete-endpoint-button';
import { EndpointUrl } from './endpoint-url';
import { useSendTest } from './use-send-test';

/** One endpoint: its address, what it is for, and what can be done with it. */
export function EndpointCard({
  endpoint,
  selected,
  onSelect,
}: {
  endpoint: WebhookEndpointFieldsFragment;
  selected: boolean;
  onSelect: () => void;
}) {
  const { sendTest, sending, message } = useSendTest(endpoint.endpointId, onSelect);
  return (
    <li
      data-testid="webhook-endpoint"
      className={cn('rounded-lg border bg-surface p-4', selected ? 'border-accent/60' : 'border-line')}
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          {endpoint.description ? <p className="font-medium break-words">{endpoint.description}</p> : null}
          <EndpointUrl url={endpoint.url} className="font-mono text-sm break-words" />
          <p className="text-xs text-muted">
            Added <RelativeTime value={endpoint.createdAt} /> ·{' '}
            <code className="font-mono">{endpoint.endpointId}</code>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 md:justify-end">
          <Button
            size="sm"
            variant={selected ? 'primary' : 'secondary'}
            aria-pressed={selected}
            onClick={onSelect}
          >
            Deliveries
          </Button>
          <Allowed mutation="sendTestWebhook">
            <Button size="sm" disabled={sending} onClick={() => void sendTest()}>
              {sending ? 'Sending…' : 'Send test'}
            </Button>
          </Allowed>
          <Allowed mutation="deleteWebhookEndpoint">
            <DeleteEndpointButton endpoint={endpoint} />
          </Allowed>
        </div>
      </div>
      {/* Present while empty, so that what it says later is announced; it takes no room until then. */}
      <p
        aria-live="polite"
        className={cn('text-sm not-empty:mt-3', message?.failed ? 'text-danger' : 'text-muted')}
      >
        {message?.text}
      </p>
    </li>
  );
}
