import Link from 'next/link';
import { Allowed } from '@/components/auth/permissions';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/cn';
import { EmailText } from '@/components/ui/email-text';
import { PAGE_LIMIT } from '@/lib/contract/limits';
import type { OverviewQuery } from '@/lib/graphql-client/generated/graphql';
import type { Zone } from '@/lib/format/time';
import { groupByWhen } from './attention-groups';
import { EndpointsAttention } from './endpoints-attention';
import { NewTokenArea } from './new-token-area';
import { RenewAccessButton } from './renew-access-button';

type Attention = OverviewQuery['overview']['accessEndingSoon'];
type Endpoints = OverviewQuery['webhookEndpoints'];
type Item = Attention['items'][number];

const customersWord = (count: number) => `${count} ${count === 1 ? 'customer' : 'customers'}`;

function AttentionRow({ item, renew }: { item: Item; renew: boolean }) {
  const { customer } = item;
  return (
    <li className="flex items-center justify-between gap-3 py-1.5">
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
      {renew ? (
        <Allowed mutation="renewCustomerToken">
          <RenewAccessButton customer={customer} />
        </Allowed>
      ) : null}
    </li>
  );
}

function AttentionList({
  id,
  title,
  verb,
  list,
  empty,
  more,
  renew,
  now,
  locale,
}: {
  id: string;
  title: string;
  /** Before the time: "ends", "ended". */
  verb: string;
  list: Attention;
  empty: string;
  /** Where the whole list is. */
  more?: { href: string; label: string };
  /** Offers Renew on each row. */
  renew: boolean;
  now: number;
  locale: string;
}) {
  const groups = groupByWhen(list.items, now, locale);
  return (
    <div className="flex flex-col gap-2">
      <h3 id={id} className="text-sm font-medium">
        {title}
      </h3>
      {groups.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul aria-labelledby={id} className="flex flex-col divide-y divide-line">
          {groups.map(({ when, items }) => (
            <li key={when} className="py-2">
              <p className="text-sm">
                {items.length === 1 ? 'Access' : `${customersWord(items.length)}: access`} {verb}{' '}
                <strong className="font-semibold">{when}</strong>
              </p>
              <ul className="flex flex-col">
                {items.map((item) => (
                  <AttentionRow key={item.customer.userId} item={item} renew={renew} />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {list.total > list.items.length ? (
        <p className="text-xs text-muted">
          The first {list.items.length} of {customersWord(list.total)}.
        </p>
      ) : null}
      {more && list.items.length > 0 ? (
        <Link
          href={more.href}
          className={`self-start rounded text-sm text-accent hover:underline ${focusRing}`}
        >
          {more.label}
        </Link>
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
 * Whose access runs out this week with nothing to follow it, and who lost it lately, grouped by when (five
 * customers ending "in 1 day" are one line): each a customer link, and those ending offer Renew in place;
 * the handbooks out of date (a link to bring them up to date); and the webhook endpoints failing or disabled.
 */
export function NeedsAttention({
  ending,
  lost,
  outdatedHandbooks,
  endpoints,
  now,
  zone,
}: {
  ending: Attention;
  lost: Attention;
  outdatedHandbooks: number;
  endpoints: Endpoints;
  now: number;
  zone: Zone;
}) {
  const { locale } = zone;
  return (
    <Card labelledBy="needs-attention" className="flex flex-col gap-4 p-4">
      <h2 id="needs-attention" className="font-semibold">
        Needs attention
      </h2>
      <NewTokenArea>
        <AttentionList
          id="attention-ending"
          title="Access ends within 7 days, no newer token"
          verb="ends"
          list={ending}
          empty="Nobody’s access ends this week without a token to follow."
          more={{
            href: '/customers?access=ending-soon',
            label: `All ${customersWord(ending.total)} whose access ends within 7 days`,
          }}
          renew
          now={now}
          locale={locale}
        />
      </NewTokenArea>
      <AttentionList
        id="attention-lost"
        title="Access lost in the last 30 days"
        verb="ended"
        list={lost}
        empty="Nobody lost access in the last 30 days."
        more={
          // Opened in place, up to the API's page limit (the contract has no customers filter for it).
          lost.total > lost.items.length && lost.items.length < PAGE_LIMIT.max
            ? { href: '/?lost=all#attention-lost', label: `All ${customersWord(lost.total)} who lost access` }
            : undefined
        }
        renew={false}
        now={now}
        locale={locale}
      />
      <OutdatedHandbooks count={outdatedHandbooks} />
      <EndpointsAttention endpoints={endpoints} zone={zone} />
    </Card>
  );
}
