'use client';

import { Badge } from '@/components/ui/badge';
import { useNow } from '@/components/ui/clock';
import { RelativeTime } from '@/components/ui/time';
import { tokenState, type TokenStateFields } from '@/lib/format/access';
import { TokenStatus } from '@/lib/graphql-client/generated/graphql';
import { TokenLink } from './token-links';

const LABELS = {
  active: ['success', 'Active'],
  'expiring-soon': ['warning', 'Expires soon'],
  suspended: ['neutral', 'Suspended'],
  expired: ['danger', 'Expired'],
  revoked: ['neutral', 'Revoked'],
} as const;

export function TokenStatusBadge({ token }: { token: TokenStateFields }) {
  const [tone, label] = LABELS[tokenState(token, useNow())];
  return <Badge tone={tone}>{label}</Badge>;
}

interface StatusFields extends TokenStateFields {
  revokedAt: string | null;
  renewedById: string | null;
}

/**
 * The badge and what happened to the token, in words: "Replaced by tok_…" after a renewal, "Revoked 2 hours
 * ago". A revoked token never shows when it "expires" (its expiry column shows a dash).
 */
export function TokenStatusCell({ token }: { token: StatusFields }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <TokenStatusBadge token={token} />
      <TokenStory token={token} />
    </div>
  );
}

function TokenStory({ token }: { token: StatusFields }) {
  const ended = tokenState(token, useNow());
  if (token.renewedById) {
    return (
      <span className="text-xs text-muted">
        Replaced by <TokenLink tokenId={token.renewedById} />
        {ended === 'revoked' && token.revokedAt ? (
          <>
            {' '}
            <RelativeTime value={token.revokedAt} />
          </>
        ) : ended === 'expired' ? null : (
          <>
            ; stops <RelativeTime value={token.expiresAt} />
          </>
        )}
      </span>
    );
  }
  if (token.status === TokenStatus.Revoked && token.revokedAt) {
    return (
      <span className="text-xs text-muted">
        Revoked <RelativeTime value={token.revokedAt} />
      </span>
    );
  }
  // An expired token's expiry column already says when it ended.
  return null;
}
