/**
 * What the audit trail records (`ActivityEvent.action` on the Reseller API, a string because the names hold a
 * dot). Neutral: the service writes them, the dashboard filters by them, and tests/unit/contract reads the
 * SDL and fails when the two lists disagree.
 */
export const ACTIVITY_ACTIONS = [
  'customer.created',
  'customer.updated',
  'customer.suspended',
  'customer.reactivated',
  'customer.deleted',
  'token.issued',
  'token.renewed',
  'token.revoked',
  'token.labelled',
  'handbook.generated',
  'handbook.deleted',
  'handbook.regenerated',
  'webhook.created',
  'webhook.updated',
  'webhook.secret_rotated',
  'webhook.deleted',
  'webhook.disabled',
  'webhook.recovered',
  'key.issued',
  'key.revoked',
  'reseller.created',
  'branding.updated',
] as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export function isActivityAction(value: string): value is ActivityAction {
  return (ACTIVITY_ACTIONS as readonly string[]).includes(value);
}
