'use client';

import { Badge } from '@/components/ui/badge';
import { useZone } from '@/components/ui/clock';
import { cn } from '@/components/ui/cn';
import type { EndpointHealthFieldsFragment } from '@/lib/graphql-client/generated/graphql';
import { endpointHealthText, HEALTH_BADGES } from './endpoint-health-text';

/** "Failing" or "Disabled" beside an endpoint's name; nothing for a healthy one. */
export function HealthBadge({ health }: { health: EndpointHealthFieldsFragment }) {
  const badge = HEALTH_BADGES[health.status];
  return badge ? <Badge tone={badge.tone}>{badge.label}</Badge> : null;
}

/**
 * The endpoint's health in words. Its days are in the viewer's zone once known (UTC until then: a day
 * seldom differs, and the words keep their place).
 */
export function HealthLine({ health }: { health: EndpointHealthFieldsFragment }) {
  const { locale, timeZone } = useZone();
  const troubled = HEALTH_BADGES[health.status] !== undefined;
  return (
    <p data-testid="endpoint-health" className={cn('text-sm', troubled ? 'text-ink' : 'text-muted')}>
      {endpointHealthText(health, { locale, timeZone: timeZone ?? 'UTC' })}
    </p>
  );
}
