import Link from 'next/link';
import { focusRing } from '@/components/ui/cn';
import { EndpointUrl } from '@/components/webhooks/endpoint-url';
import { endpointHealthText } from '@/components/webhooks/endpoint-health-text';
import type { Zone } from '@/lib/format/time';
import { EndpointHealthStatus, type OverviewQuery } from '@/lib/graphql-client/generated/graphql';

type Endpoint = OverviewQuery['webhookEndpoints'][number];

/**
 * The webhook endpoints that are failing or disabled, each a link to its card and deliveries in Settings,
 * with its health in words: a receiver that is gone is noticed here, not only in its deliveries.
 */
export function EndpointsAttention({ endpoints, zone }: { endpoints: readonly Endpoint[]; zone: Zone }) {
  const troubled = endpoints.filter((e) => e.health.status !== EndpointHealthStatus.Healthy);
  return (
    <div className="flex flex-col gap-2">
      <h3 id="attention-webhooks" className="text-sm font-medium">
        Webhook endpoints failing or disabled
      </h3>
      {troubled.length === 0 ? (
        <p className="text-sm text-muted">
          {endpoints.length === 0 ? 'No webhook endpoints.' : 'Every webhook endpoint is healthy.'}
        </p>
      ) : (
        <ul aria-labelledby="attention-webhooks" className="flex flex-col divide-y divide-line">
          {troubled.map((endpoint) => (
            <li key={endpoint.endpointId} className="flex flex-col py-1.5" data-testid="attention-endpoint">
              <Link
                href={`/settings?endpoint=${encodeURIComponent(endpoint.endpointId)}`}
                prefetch={false}
                className={`rounded font-medium break-words text-accent underline-offset-2 hover:underline ${focusRing}`}
              >
                {endpoint.description ?? <EndpointUrl url={endpoint.url} className="font-mono text-sm" />}
              </Link>
              <span className="text-sm">{endpointHealthText(endpoint.health, zone)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
