/**
 * How an audit-trail event reads, wherever it is shown (the activity page, its CSV, the overview's latest
 * activity): what was done, by whom, and the event's facts in words. Pure functions: server and browser alike.
 */
import type { ActivityAction } from '@/lib/contract/activity-actions';
import { ROLE_LABELS } from '@/components/auth/role-labels';
import { formatLifetime } from '@/lib/format/lifetime';
import { ActivityActorKind, type ActivityEventFieldsFragment } from '@/lib/graphql-client/generated/graphql';

export const ACTION_LABELS: Record<ActivityAction, string> = {
  'customer.created': 'Customer created',
  'customer.updated': 'Customer edited',
  'customer.suspended': 'Customer suspended',
  'customer.reactivated': 'Customer reactivated',
  'customer.deleted': 'Customer deleted',
  'token.issued': 'Token issued',
  'token.renewed': 'Token renewed',
  'token.revoked': 'Token revoked',
  'token.labelled': 'Token label changed',
  'handbook.generated': 'Handbook generated',
  'handbook.deleted': 'Handbook deleted',
  'handbook.regenerated': 'Handbook brought up to date',
  'webhook.created': 'Webhook endpoint added',
  'webhook.updated': 'Webhook endpoint changed',
  'webhook.secret_rotated': 'Webhook signing secret rotated',
  'webhook.deleted': 'Webhook endpoint deleted',
  'webhook.disabled': 'Webhook endpoint disabled by the service',
  'webhook.recovered': 'Failed webhook deliveries sent again',
  'key.issued': 'API key issued',
  'key.revoked': 'API key revoked',
  'reseller.created': 'Account created',
  'branding.updated': 'Branding changed',
};

const BRANDING_UPDATED: ActivityAction = 'branding.updated';
const BRANDING_PATH = '/settings/branding';

export function actionLabel(action: string): string {
  return ACTION_LABELS[action as ActivityAction] ?? action;
}

type Actor = ActivityEventFieldsFragment['actor'];

/**
 * Who made a change, and the key they used where it has a name of its own: the activity table shows the key
 * on a line of its own, unbroken ("Sam Lee (Support)" above "key hbk_…x1Yz").
 */
export function actorParts(actor: Actor): { who: string; key?: string } {
  switch (actor.kind) {
    case ActivityActorKind.ApiKey: {
      const key = `key ${actor.keyHint ?? actor.keyId ?? ''}`.trim();
      const role = actor.role ? ` (${ROLE_LABELS[actor.role]})` : '';
      return actor.keyName ? { who: `${actor.keyName}${role}`, key } : { who: `API ${key}` };
    }
    case ActivityActorKind.CustomerToken:
      return { who: `Customer’s token ${actor.tokenId ?? ''}`.trim() };
    case ActivityActorKind.Operator:
      return { who: 'Operator (support)' };
    case ActivityActorKind.Service:
      return { who: 'The service' };
  }
}

/** "Sam Lee (Support), key hbk_…x1Yz", "Customer token tok_…", "Operator": the actor in one line. */
export function actorLabel(actor: Actor): string {
  const { who, key } = actorParts(actor);
  return key ? `${who}, ${key}` : who;
}

/**
 * Where a change without a client address came from: the operator's command line, or the service itself (an
 * endpoint it disabled, a token's expiry). Every such row said "Command line", the service's own changes too.
 */
export function originLabel(actor: Pick<Actor, 'kind'>): string {
  return actor.kind === ActivityActorKind.Service ? 'The service itself' : 'Command line';
}

/** The fields a change names (customers, webhook endpoints, branding), as a reader says them. */
const FIELD_NAMES: Record<string, string> = {
  email: 'email',
  name: 'name',
  url: 'URL',
  description: 'description',
  enabled: 'on/off',
  eventTypes: 'event types',
  displayName: 'display name',
  accentColor: 'accent colour',
  logo: 'logo',
};

/** Why the service disabled a webhook endpoint (`webhook.disabled`'s reason). */
const DISABLED_REASON_WORDS: Record<string, string> = {
  GONE: 'the receiver answered 410 Gone',
  FAILING: 'every attempt failed for days',
};

// "display name, accent colour and logo": British English, like the rest of the dashboard's text.
const FIELD_LIST = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** The event's facts in words: "30 days, label “Payroll sync”", "changed email and name". */
export function detailsText(details: string): string {
  let facts: Record<string, unknown>;
  try {
    facts = JSON.parse(details) as Record<string, unknown>;
  } catch {
    return '';
  }
  const parts: string[] = [];
  const { lifetimeSeconds, label, overlapSeconds, fields, country, region, policyCount, keyHint } = facts;
  if (Array.isArray(fields))
    parts.push(`changed ${FIELD_LIST.format(fields.map((f) => FIELD_NAMES[String(f)] ?? String(f)))}`);
  if (typeof lifetimeSeconds === 'number') parts.push(`valid ${formatLifetime(lifetimeSeconds)}`);
  if (typeof label === 'string') parts.push(`label “${label}”`);
  // Only a label change records a label without a lifetime; its null is the label cleared.
  else if (label === null && lifetimeSeconds === undefined) parts.push('label cleared');
  if (typeof overlapSeconds === 'number')
    parts.push(
      overlapSeconds === 0
        ? 'old token revoked at once'
        : `old token ends in ${formatLifetime(overlapSeconds)}`,
    );
  if (typeof country === 'string') parts.push(typeof region === 'string' ? `${country}-${region}` : country);
  if (typeof policyCount === 'number')
    parts.push(`${policyCount} ${policyCount === 1 ? 'policy' : 'policies'}`);
  if (typeof keyHint === 'string') parts.push(keyHint);
  const { reason, count } = facts;
  if (typeof reason === 'string') parts.push(DISABLED_REASON_WORDS[reason] ?? reason);
  if (typeof count === 'number') parts.push(`${count} ${count === 1 ? 'delivery' : 'deliveries'}`);
  const { fromVersion, toVersion, toLibraryVersion } = facts;
  if (typeof fromVersion === 'number' && typeof toVersion === 'number')
    parts.push(`version ${fromVersion} → ${toVersion}, library ${String(toLibraryVersion)}`);
  return parts.join(', ');
}

/**
 * What a link to the event's subject is: the customer's page when the customer still exists; the branding
 * page for a branding change, where the branding as it is now can be seen.
 */
export function subjectHref(event: Pick<ActivityEventFieldsFragment, 'customer' | 'action'>): string | null {
  if (event.customer) return `/customers/${encodeURIComponent(event.customer.userId)}`;
  return event.action === BRANDING_UPDATED ? BRANDING_PATH : null;
}
