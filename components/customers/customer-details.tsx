import Link from 'next/link';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/cn';
import { CopyButton } from '@/components/ui/copy-button';
import { DetailItem } from '@/components/ui/detail-item';
import { EmailText } from '@/components/ui/email-text';
import { AbsoluteTime } from '@/components/ui/time';
import type { CustomerFieldsFragment } from '@/lib/graphql-client/generated/graphql';
import { AccessCell } from './access-badge';
import { CustomerStatusBadge } from './customer-status-badge';

/** One customer's facts, drawn on the server; a change on the page (a token issued or revoked) renders them again. */
export function CustomerDetails({ customer }: { customer: CustomerFieldsFragment }) {
  return (
    <Card className="p-4 sm:p-5" labelledBy="customer-details-heading">
      <h2 id="customer-details-heading" className="sr-only">
        Details
      </h2>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 text-sm lg:grid-cols-3">
        <DetailItem label="Email" wide>
          <a href={`mailto:${customer.email}`} className="text-accent underline-offset-2 hover:underline">
            <EmailText email={customer.email} />
          </a>
        </DetailItem>
        <DetailItem label="User ID" wide>
          <span className="flex flex-wrap items-center gap-2">
            <code className="font-mono text-xs break-all" data-testid="customer-user-id">
              {customer.userId}
            </code>
            <CopyButton value={customer.userId} label="Copy ID" />
          </span>
        </DetailItem>
        <DetailItem label="Status">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <CustomerStatusBadge status={customer.status} />
            {customer.suspendedAt ? (
              <span className="text-xs text-muted">
                since <AbsoluteTime value={customer.suspendedAt} />
              </span>
            ) : null}
          </span>
        </DetailItem>
        <DetailItem label="Created">
          <AbsoluteTime value={customer.createdAt} />
        </DetailItem>
        <DetailItem label="Handbooks">
          <span data-testid="customer-handbook-count">{customer.handbookCount}</span>
        </DetailItem>
        <DetailItem label="Active tokens">
          {customer.activeTokenCount}
          {/* The API keeps them ACTIVE, to work again on reactivation; until then each is refused. */}
          {customer.suspendedAt && customer.activeTokenCount > 0 ? (
            <span className="ml-1 text-xs text-muted"> refused while suspended</span>
          ) : null}
        </DetailItem>
        <DetailItem label="Access" wide>
          <AccessCell customer={customer} />
        </DetailItem>
        <DetailItem label="Activity">
          {/* The customer's trail: its own events and its tokens' and handbooks'. */}
          <Link
            href={`/activity?subject=${encodeURIComponent(customer.userId)}`}
            prefetch={false}
            className={`rounded text-accent underline-offset-2 hover:underline ${focusRing}`}
          >
            Every change
          </Link>
        </DetailItem>
      </dl>
    </Card>
  );
}
