import { ApiKeyRole } from '@/lib/contract/staff-roles';
import { ROLE_LABELS } from '@/components/auth/role-labels';
import { Badge } from '@/components/ui/badge';
import { DetailItem } from '@/components/ui/detail-item';
import { TimeStack } from '@/components/ui/time';
import { RevokeKeyButton } from './revoke-key-button';
import type { TeamKey } from './team-key-type';

/**
 * One key of the team: who holds it, its role, its hint and its dates; revoked keys say so. An admin
 * (`manages`) may revoke a working one.
 */
export function ApiKeyCard({
  apiKey,
  yours,
  manages,
}: {
  apiKey: TeamKey;
  yours: boolean;
  manages: boolean;
}) {
  return (
    <li
      data-testid="team-key"
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4"
      aria-label={`${apiKey.name}, ${ROLE_LABELS[apiKey.role]}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 font-medium [overflow-wrap:anywhere]">{apiKey.name}</p>
        <Badge tone={apiKey.role === ApiKeyRole.ReadOnly ? 'neutral' : 'success'}>
          {ROLE_LABELS[apiKey.role]}
        </Badge>
        {yours ? <Badge tone="neutral">You</Badge> : null}
        {apiKey.revokedAt ? <Badge tone="danger">Revoked</Badge> : null}
        {manages && !apiKey.revokedAt ? (
          <span className="ml-auto">
            <RevokeKeyButton apiKey={apiKey} yours={yours} />
          </span>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <DetailItem label="Key">
          <code className="font-mono">{apiKey.hint}</code>
        </DetailItem>
        <DetailItem label="Created">
          <TimeStack value={apiKey.createdAt} />
        </DetailItem>
        <DetailItem label="Last used">
          {apiKey.lastUsedAt ? (
            <TimeStack value={apiKey.lastUsedAt} />
          ) : (
            <span className="text-muted">Never</span>
          )}
        </DetailItem>
        {apiKey.revokedAt ? (
          <DetailItem label="Revoked">
            <TimeStack value={apiKey.revokedAt} />
          </DetailItem>
        ) : null}
      </dl>
    </li>
  );
}
