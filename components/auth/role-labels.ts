import { ApiKeyRole } from '@/lib/contract/staff-roles';

/** How the dashboard names each role of the Reseller API's `ApiKeyRole`. */
export const ROLE_LABELS: Record<ApiKeyRole, string> = {
  [ApiKeyRole.Admin]: 'Admin',
  [ApiKeyRole.Support]: 'Support',
  [ApiKeyRole.ReadOnly]: 'Read-only',
};

/** What each role may do, for the team page (the contract's table in words). */
export const ROLE_DESCRIPTIONS: Record<ApiKeyRole, string> = {
  [ApiKeyRole.Admin]:
    'Everything, including deleting customers, managing webhooks, changing the branding and issuing and revoking the team’s keys.',
  [ApiKeyRole.Support]:
    'Customers, tokens and handbooks: creates, edits, suspends and reactivates customers; issues, renews and revokes tokens; generates and deletes handbooks. Does not delete customers, change webhooks or the branding, or issue and revoke the team’s keys.',
  [ApiKeyRole.ReadOnly]: 'Sees everything, changes nothing.',
};
