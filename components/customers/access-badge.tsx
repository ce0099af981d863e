'use client';

import { Badge } from '@/components/ui/badge';
import { useNow } from '@/components/ui/clock';
import { AbsoluteText, useTimeText } from '@/components/ui/time';
import { accessState, type AccessFields } from '@/lib/format/access';

/** The customer's access at a glance: the state badge and when it ends or ended, absolute time below. */
export function AccessCell({ customer }: { customer: AccessFields }) {
  const state = accessState(customer, useNow());
  const at =
    state.kind === 'expired'
      ? state.expiredAt
      : state.kind === 'none' || state.kind === 'suspended'
        ? null
        : state.expiresAt;
  return (
    <div className="grid grid-cols-[auto_1fr] items-center justify-start gap-x-2 gap-y-0.5">
      <AccessBadge customer={customer} />
      {at ? <AccessTime at={at} /> : null}
    </div>
  );
}

/** `contents`: the two lines of the time join the grid, relative beside the badge, absolute under both. */
function AccessTime({ at }: { at: Date }) {
  const text = useTimeText(at);
  return (
    <time dateTime={text.iso} className="contents">
      <span className="whitespace-nowrap">{text.relative}</span>
      <AbsoluteText text={text} className="col-span-2 text-xs whitespace-nowrap text-muted" />
    </time>
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
    case 'suspended':
      return <Badge tone="neutral">Suspended</Badge>;
    case 'none':
      return <Badge tone="neutral">No token</Badge>;
  }
}
