'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  roleChangesNothing,
  roleMayRun,
  type ApiKeyRole,
  type MutationName,
} from '@/lib/contract/staff-roles';
import { ROLE_LABELS } from './role-labels';

/**
 * What the signed-in key may change, for every client component: the role comes from `viewer` (read once by
 * the dashboard's layout) and the rule from the service's own table (lib/contract/staff-roles.ts), so the
 * dashboard offers exactly what the service would run. Without a role (viewer could not be read) nothing
 * is offered: the service would decide anyway, and a button that fails is worse than none.
 */
const RoleContext = createContext<ApiKeyRole | null>(null);

export function PermissionsProvider({ role, children }: { role: ApiKeyRole | null; children: ReactNode }) {
  return <RoleContext.Provider value={role}>{children}</RoleContext.Provider>;
}

export interface Permissions {
  role: ApiKeyRole | null;
  can(mutation: MutationName): boolean;
  /** Why an action is not offered, in plain words. */
  reason: string;
}

export function usePermissions(): Permissions {
  const role = useContext(RoleContext);
  return useMemo(
    () => ({
      role,
      can: (mutation: MutationName) => role !== null && roleMayRun(role, mutation),
      reason:
        role === null
          ? 'Your role could not be read: reload the page to make changes.'
          : `Your role (${ROLE_LABELS[role]}) does not allow changes here: an admin of your team can make them.`,
    }),
    [role],
  );
}

/** Its children only when the signed-in key may run `mutation`; otherwise `fallback` (nothing by default). */
export function Allowed({
  mutation,
  children,
  fallback = null,
}: {
  mutation: MutationName;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return usePermissions().can(mutation) ? children : fallback;
}

/**
 * Says, in place of an action the role may not take, why it is not there (where its absence would puzzle).
 * A role that changes nothing anywhere is told once, by the notice at the top of every page (ReadOnlyNotice),
 * not again here.
 */
export function NotAllowedNote({ what }: { what: string }) {
  const { reason, role } = usePermissions();
  if (role !== null && roleChangesNothing(role)) return null;
  return (
    <p className="max-w-md text-sm text-muted" data-testid="not-allowed">
      {what} {reason}
    </p>
  );
}
