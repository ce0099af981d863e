import { Notice } from '@/components/ui/notice';
import { roleChangesNothing, type ApiKeyRole } from '@/lib/contract/staff-roles';
import { ROLE_LABELS } from './role-labels';

/**
 * Said once, on every page, to staff whose key changes nothing: without it, pages a colleague uses to issue
 * tokens or add customers look as if their buttons had gone missing.
 */
export function ReadOnlyNotice({ role }: { role: ApiKeyRole | null }) {
  if (role === null || !roleChangesNothing(role)) return null;
  return (
    <Notice>
      Your key is {ROLE_LABELS[role]}: you can see everything but change nothing. An admin of your team can
      make changes.
    </Notice>
  );
}
