import { RelativeTime } from '@/components/ui/time';
import type { WebhookEndpointFieldsFragment } from '@/lib/graphql-client/generated/graphql';
import { HealthBadge, HealthLine } from './endpoint-health';
import { EndpointUrl } from './endpoint-url';

/** What an endpoint is: its name and address, its health in words, the events it gets, when it was added. */
export function EndpointSummary({ endpoint }: { endpoint: WebhookEndpointFieldsFragment }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        {endpoint.description ? <p className="font-medium break-words">{endpoint.description}</p> : null}
        <HealthBadge health={endpoint.health} />
      </div>
      <EndpointUrl url={endpoint.url} className="font-mono text-sm break-words" />
      <HealthLine health={endpoint.health} />
      <p className="text-sm text-muted">
        {endpoint.eventTypes.length === 0 ? 'Every event' : `Only ${endpoint.eventTypes.join(', ')}`}
      </p>
      <p className="text-xs text-muted">
        Added <RelativeTime value={endpoint.createdAt} /> ·{' '}
        <code className="font-mono">{endpoint.endpointId}</code>
      </p>
    </div>
  );
}
