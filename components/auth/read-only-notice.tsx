import { Notice } from '@/components/ui/notice';
import { MUTATION_ROLES, type ApiKeyRole } from '@/lib/contract/staff-roles';
import { ROLE_LABELS } from './role-labels';

/** A role that may run no mutation at all: every button that changes data is left out for it. */
export function changesNothing(role: ApiKeyRole): boolean {
  return Object.values(MUTATION_ROLES).every((roles) => !(roles as readonly ApiKeyRole[]).includes(role));
}

/**
 * Said once, on every page, to staff whose key changes nothing: without it, pages a colleague uses to issue
 * tokens or add customers look as if their buttons had gone missing.
 */
export function ReadOnlyNotice({ role }: { role: ApiKeyRole | null }) {
  if (role === null || !changesNothing(role)) return null;
  return (
    <Notice>
      Your key is {ROLE_LABELS[role]}: you can see everything but change nothing. An admin of your team can
      make changes.
    </Notice>
  );
}
