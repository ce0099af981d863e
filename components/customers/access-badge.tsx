'use client';

import { Badge } from '@/components/ui/badge';
import { useNow, useZone } from '@/components/ui/clock';
import { accessState, type AccessFields } from '@/lib/format/access';
import { formatAbsolute, formatRelative } from '@/lib/format/time';

/** The customer's access at a glance: the state badge and when it ends or ended, absolute time below. */
export function AccessCell({ customer }: { customer: AccessFields }) {
  const now = useNow();
  const zone = useZone();
  const state = accessState(customer, now);
  const at = state.kind === 'expired' ? state.expiredAt : state.kind === 'none' ? null : state.expiresAt;
  return (
    <div className="grid grid-cols-[auto_1fr] items-center justify-start gap-x-2 gap-y-0.5">
      <AccessBadge customer={customer} />
      {at ? (
        // `contents`: the two lines of the time join the grid, relative beside the badge, absolute under both.
        <time dateTime={at.toISOString()} className="contents">
          <span className="whitespace-nowrap">{formatRelative(at, now)}</span>
          <span className="col-span-2 text-xs whitespace-nowrap text-muted">{formatAbsolute(at, zone)}</span>
        </time>
      ) : null}
    </div>
  );
}

export function AccessBadge({ customer }: { customer: AccessFields }) {
  const state = accessState(customer, useNow());
  switch (state.kind) {
    case 'active':
      return <Badge tone="success">Active</Badge>;
    case 'expiring-soon':
      return <Badge tone="warning">Expires soon</Badge>;
    case 'expired':
      return <Badge tone="danger">Expired</Badge>;
    case 'none':
      return <Badge tone="neutral">No token</Badge>;
  }
}
