import Link from 'next/link';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/cn';
import { EmailText } from '@/components/ui/email-text';
import { RelativeTime } from '@/components/ui/time';
import type { OverviewQuery } from '@/lib/graphql/generated/graphql';

type Attention = OverviewQuery['overview']['accessEndingSoon'];

/** How many each list shows (the overview document's `limit`). */
const SHOWN = 5;

function AttentionList({
  id,
  title,
  verb,
  list,
  empty,
  more,
}: {
  id: string;
  title: string;
  /** Before the time: "Access ends", "Access ended". */
  verb: string;
  list: Attention;
  empty: string;
  /** Where the whole list is, when there may be more than SHOWN. */
  more?: { href: string; label: string };
}) {
  return (
    <div className="flex flex-col gap-2">
      <h3 id={id} className="text-sm font-medium">
        {title}
      </h3>
      {list.items.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul aria-labelledby={id} className="flex flex-col divide-y divide-line">
          {list.items.map(({ customer, accessEndsAt }) => (
            <li
              key={customer.userId}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2"
            >
              <span className="flex min-w-0 flex-col">
                <Link
                  href={`/customers/${encodeURIComponent(customer.userId)}`}
                  prefetch={false}
                  className={`rounded font-medium break-words text-accent underline-offset-2 hover:underline ${focusRing}`}
                >
                  {customer.name}
                </Link>
                <span className="text-xs text-muted">
                  <EmailText email={customer.email} />
                </span>
              </span>
              <span className="text-sm whitespace-nowrap">
                {verb} <RelativeTime value={accessEndsAt} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {list.items.length >= SHOWN ? (
        more ? (
          <Link
            href={more.href}
            className={`self-start rounded text-sm text-accent hover:underline ${focusRing}`}
          >
            {more.label}
          </Link>
        ) : (
          <p className="text-xs text-muted">The {SHOWN} most recent.</p>
        )
      ) : null}
    </div>
  );
}

/** How many handbooks were written from an older policy library, and where to bring them up to date. */
function OutdatedHandbooks({ count }: { count: number }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-medium">Handbooks written from an older policy library</h3>
      {count === 0 ? (
        <p className="text-sm text-muted">Every handbook is up to date.</p>
      ) : (
        <Link
          href="/handbooks/outdated"
          className={`self-start rounded text-sm font-medium text-accent underline-offset-2 hover:underline ${focusRing}`}
        >
          {count.toLocaleString('en')} {count === 1 ? 'handbook is' : 'handbooks are'} out of date
        </Link>
      )}
    </div>
  );
}

/**
 * Whose access runs out this week with nothing to follow it, and who lost it lately (each a customer link),
 * and the handbooks out of date (a link to bring them up to date).
 */
export function NeedsAttention({
  ending,
  lost,
  outdatedHandbooks,
}: {
  ending: Attention;
  lost: Attention;
  outdatedHandbooks: number;
}) {
  return (
    <Card labelledBy="needs-attention" className="flex flex-col gap-4 p-4">
      <h2 id="needs-attention" className="font-semibold">
        Needs attention
      </h2>
      <AttentionList
        id="attention-ending"
        title="Access ends within 7 days, no newer token"
        verb="Ends"
        list={ending}
        empty="Nobody’s access ends this week without a token to follow."
        more={{ href: '/tokens?within=7', label: 'Every token expiring within 7 days' }}
      />
      <AttentionList
        id="attention-lost"
        title="Access lost in the last 30 days"
        verb="Ended"
        list={lost}
        empty="Nobody lost access in the last 30 days."
      />
      <OutdatedHandbooks count={outdatedHandbooks} />
    </Card>
  );
}
