import Link from 'next/link';
import { cn, focusRing } from '@/components/ui/cn';
import type { OverviewQuery } from '@/lib/graphql-client/generated/graphql';

const number = new Intl.NumberFormat('en');

function Figure({
  label,
  value,
  href,
  note,
}: {
  label: string;
  value: number;
  href?: string;
  note?: string;
}) {
  const body = (
    <>
      <span className="text-sm text-muted">{label}</span>
      <span className="text-3xl font-semibold tracking-tight tabular-nums">{number.format(value)}</span>
      {note ? <span className="text-xs text-muted">{note}</span> : null}
    </>
  );
  const box = 'flex h-full flex-col gap-1 rounded-lg p-4';
  return (
    <li className="rounded-lg border border-line bg-surface">
      {href ? (
        <Link href={href} className={cn(box, 'hover:bg-canvas', focusRing)}>
          {body}
        </Link>
      ) : (
        <div className={box}>{body}</div>
      )}
    </li>
  );
}

/**
 * The four figures a reseller comes for; each opens the list behind it, whose total is the figure (contract,
 * fourth edition: `includeRenewed: false`, `handbookCustomers(access:)`). Tokens count
 * access, not records: a token already renewed (its successor carries the access on) is in neither figure,
 * and the cards say so.
 */
export function OverviewFigures({ overview }: { overview: OverviewQuery['overview'] }) {
  return (
    <ul aria-label="Figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure label="Customers" value={overview.customerCount} href="/customers" />
      <Figure
        label="Active tokens"
        value={overview.activeTokenCount}
        href="/tokens?renewed=hidden"
        note="Giving access now; a renewed token counts once"
      />
      <Figure
        label="Expiring within 7 days"
        value={overview.expiringWithin7Days}
        href="/tokens?within=7&renewed=hidden"
        note="From now, not yet renewed"
      />
      <Figure
        label="Customers without access"
        value={overview.customersWithoutAccess}
        href="/customers?access=none"
        note="No active token"
      />
    </ul>
  );
}
