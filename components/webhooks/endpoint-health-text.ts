/**
 * An endpoint's health in words, wherever it is shown (its card in Settings, the overview's "Needs
 * attention"): "Failing since 3 Dec, 14 of 14 attempts failed in the last 24 hours", "Disabled on 3 Dec: the
 * receiver answered 410 Gone". Pure: server and browser alike.
 */
import type { BadgeTone } from '@/components/ui/badge';
import { formatDayMonth, type Zone } from '@/lib/format/time';
import {
  EndpointDisabledReason,
  EndpointHealthStatus,
  type EndpointHealthFieldsFragment,
} from '@/lib/graphql-client/generated/graphql';

const attemptsWord = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'attempt' : 'attempts'}`;

function disabledText(health: EndpointHealthFieldsFragment, zone: Zone): string {
  const on = health.disabledAt ? ` on ${formatDayMonth(health.disabledAt, zone)}` : '';
  switch (health.disabledReason) {
    case EndpointDisabledReason.Gone:
      return `Disabled${on}: the receiver answered 410 Gone`;
    case EndpointDisabledReason.Failing:
      return health.failingSince
        ? `Disabled${on}: every attempt had failed since ${formatDayMonth(health.failingSince, zone)}`
        : `Disabled${on}: every attempt had failed for days`;
    default:
      return `Disabled${on} by your team`;
  }
}

function failingText(health: EndpointHealthFieldsFragment, zone: Zone): string {
  const since = health.failingSince ? ` since ${formatDayMonth(health.failingSince, zone)}` : '';
  const { attemptsLast24Hours: attempts, failedLast24Hours: failed } = health;
  return attempts === 0
    ? `Failing${since}, no attempts in the last 24 hours`
    : `Failing${since}, ${failed.toLocaleString('en')} of ${attemptsWord(attempts)} failed in the last 24 hours`;
}

function healthyText(health: EndpointHealthFieldsFragment, zone: Zone): string {
  const { attemptsLast24Hours: attempts, failedLast24Hours: failed } = health;
  if (attempts > 0)
    return failed === 0
      ? `Healthy: ${attemptsWord(attempts)} in the last 24 hours, none failed`
      : `Healthy: the last attempt succeeded; ${failed.toLocaleString('en')} of ${attemptsWord(attempts)} failed in the last 24 hours`;
  return health.lastSuccessAt
    ? `Healthy: last delivered on ${formatDayMonth(health.lastSuccessAt, zone)}`
    : 'No deliveries attempted yet';
}

export function endpointHealthText(health: EndpointHealthFieldsFragment, zone: Zone): string {
  if (health.status === EndpointHealthStatus.Disabled) return disabledText(health, zone);
  if (health.status === EndpointHealthStatus.Failing) return failingText(health, zone);
  return healthyText(health, zone);
}

/** The badge beside an endpoint that needs attention; none for a healthy one. */
export const HEALTH_BADGES: Partial<Record<EndpointHealthStatus, { tone: BadgeTone; label: string }>> = {
  [EndpointHealthStatus.Failing]: { tone: 'danger', label: 'Failing' },
  [EndpointHealthStatus.Disabled]: { tone: 'warning', label: 'Disabled' },
};
