import { API_KEY_ROLES } from '@/lib/contract/staff-roles';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '@/components/auth/role-labels';

/** What each role may do, and how keys are had and changed: the team's admins issue and revoke them. */
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
        the activity page names who made each change. Admins issue a key for a new colleague here (it is shown
        once, to be handed over securely), change someone’s role by issuing a new key with the new role and
        revoking the old one, and end someone’s access by revoking their key. The last admin key cannot be
        revoked, so that your team never locks itself out. Anyone else asks an admin of the team.
      </p>
    </section>
  );
}
