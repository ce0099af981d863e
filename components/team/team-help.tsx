import { API_KEY_ROLES } from '@/lib/contract/staff-roles';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '@/components/auth/role-labels';

/** What each role may do, and how keys are had and changed: support issues and revokes them. */
export function TeamHelp() {
  return (
    <section aria-labelledby="team-help-heading" className="flex flex-col gap-3 text-sm">
      <h2 id="team-help-heading" className="text-lg font-semibold">
        Roles and keys
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {API_KEY_ROLES.map((role) => (
          <div key={role} className="rounded-lg border border-line bg-surface p-3">
            <dt className="font-medium">{ROLE_LABELS[role]}</dt>
            <dd className="mt-1 text-muted">{ROLE_DESCRIPTIONS[role]}</dd>
          </div>
        ))}
      </dl>
      <p className="text-muted">
        Each person has a key of their own, so that their access can end without touching anyone else’s and
        the activity page names who made each change. To get a key for a new colleague, to change someone’s
        role (a new key with the new role replaces the old one) or to end someone’s access, ask the Handbook
        service’s support team (not a colleague with the Support role): they issue and revoke keys, and a new
        key is shown once, to be handed over securely.
      </p>
    </section>
  );
}
