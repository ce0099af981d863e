'use client';

import { Badge } from '@/components/ui/badge';
import { useNow } from '@/components/ui/clock';
import { AbsoluteTime } from '@/components/ui/time';
import { tokenState } from '@/lib/format/access';
import type { TokenStatus } from '@/lib/graphql/generated/graphql';

const LABELS = {
  active: ['success', 'Active'],
  'expiring-soon': ['warning', 'Expires soon'],
  expired: ['danger', 'Expired'],
  revoked: ['neutral', 'Revoked'],
} as const;

export function TokenStatusBadge({ token }: { token: { status: TokenStatus; expiresAt: string } }) {
  const [tone, label] = LABELS[tokenState(token, useNow())];
  return <Badge tone={tone}>{label}</Badge>;
}

/** The badge, and for a revoked token when it was revoked. */
export function TokenStatusCell({
  token,
}: {
  token: { status: TokenStatus; expiresAt: string; revokedAt: string | null };
}) {
  return (
    <div className="flex flex-col items-start gap-1">
      <TokenStatusBadge token={token} />
      {token.revokedAt ? (
        <span className="text-xs text-muted">
          <AbsoluteTime value={token.revokedAt} />
        </span>
      ) : null}
    </div>
  );
}
