import Link from 'next/link';
import { ClampedText } from '@/components/data-table/clamped-text';
import { focusRing } from '@/components/ui/cn';
import { EmailText } from '@/components/ui/email-text';
import { LinkPending } from '@/components/ui/link-pending';

/**
 * Who a token is for: the customer's name, a link to their page, and their email under it. Not prefetched:
 * a page of rows would prefetch a customer page each in the background.
 */
export function TokenCustomerCell({
  customer,
}: {
  customer: { userId: string; name: string; email: string };
}) {
  return (
    <div className="flex min-w-0 flex-col items-start gap-0.5">
      <Link
        href={`/customers/${encodeURIComponent(customer.userId)}`}
        prefetch={false}
        className={`rounded font-medium text-accent underline-offset-2 hover:underline ${focusRing}`}
      >
        <ClampedText text={customer.name} />
        <LinkPending />
      </Link>
      <span className="text-xs text-muted sm:max-w-72">
        <EmailText email={customer.email} />
      </span>
    </div>
  );
}
