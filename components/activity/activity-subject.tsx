import { ClampedText } from '@/components/data-table/clamped-text';
import Link from 'next/link';
import { focusRing } from '@/components/ui/cn';
import { LinkPending } from '@/components/ui/link-pending';
import {
  ActivitySubjectType,
  type ActivityEventFieldsFragment,
} from '@/lib/graphql-client/generated/graphql';
import { subjectHref } from './activity-labels';

export const SUBJECT_NAMES: Record<ActivitySubjectType, string> = {
  [ActivitySubjectType.Customer]: 'Customer',
  [ActivitySubjectType.Token]: 'Token',
  [ActivitySubjectType.Handbook]: 'Handbook',
  [ActivitySubjectType.WebhookEndpoint]: 'Webhook endpoint',
  [ActivitySubjectType.ApiKey]: 'API key',
  [ActivitySubjectType.Reseller]: 'Account',
};

// The reseller's own account is the one subject every reader shares: named as theirs, not by its id alone.
const ACCOUNT_NAME = 'Your account';

/**
 * On whom: the customer's name (a link to their page while the customer exists), then what was changed by
 * its id. A deleted customer keeps its id, with no link; a branding change links to the branding page.
 */
export function ActivitySubject({ event }: { event: ActivityEventFieldsFragment }) {
  const href = subjectHref(event);
  const account = event.subjectType === ActivitySubjectType.Reseller;
  const own = event.subjectType === ActivitySubjectType.Customer || account;
  return (
    <div className="flex min-w-0 flex-col items-start gap-0.5">
      {href ? (
        <Link
          href={href}
          prefetch={false}
          className={`rounded font-medium text-accent underline-offset-2 hover:underline ${focusRing}`}
        >
          <ClampedText text={event.customer?.name ?? ACCOUNT_NAME} />
          <LinkPending />
        </Link>
      ) : event.userId ? (
        <span className="text-muted italic">Deleted customer</span>
      ) : account ? (
        <span className="font-medium">{ACCOUNT_NAME}</span>
      ) : null}
      <span className="text-xs break-all text-muted">
        {own ? null : `${SUBJECT_NAMES[event.subjectType]} `}
        <code className="font-mono">{event.subjectId}</code>
      </span>
    </div>
  );
}
