import { Notice } from '@/components/ui/notice';
import { API_KEY_ROLES, roleChangesNothing, type ApiKeyRole } from '@/lib/contract/staff-roles';
import { ROLE_LABELS } from './role-labels';

/**
 * Said once, on every page, to staff whose key changes nothing: without it, pages a colleague uses to issue
 * tokens or add customers look as if their buttons had gone missing.
 */
export function ReadOnlyNotice({ role }: { role: ApiKeyRole | null }) {
  if (role === null || !roleChangesNothing(role)) return null;
  return (
    <Notice>
      Your key is {ROLE_LABELS[role]}: you can see everything but change nothing. Colleagues with the{' '}
      {CHANGING_ROLES} role can make changes, and an admin can issue you a key with more rights.
    </Notice>
  );
}

/** The roles that change something ("Admin or Support"), from the service's own table. */
const CHANGING_ROLES = API_KEY_ROLES.filter((role) => !roleChangesNothing(role))
  .map((role) => ROLE_LABELS[role])
  .join(' or ');
