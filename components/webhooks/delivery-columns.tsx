import { Allowed } from '@/components/auth/permissions';
import { createColumnHelper } from '@tanstack/react-table';
import type { ServerTableFeatures } from '@/components/data-table/features';
import { TimeStack } from '@/components/ui/time';
import {
  WebhookDeliveryStatus,
  type WebhookDeliveryFieldsFragment,
} from '@/lib/graphql-client/generated/graphql';
import { attemptOutcome, DeliveryStatusCell } from './delivery-status';
import { RedeliverButton } from './redeliver-button';

const helper = createColumnHelper<ServerTableFeatures, WebhookDeliveryFieldsFragment>();

/** An endpoint's deliveries, newest first (the API's order); no column sorts. */
export const deliveryColumns = helper.columns([
  helper.accessor('eventType', {
    header: 'Event',
    cell: ({ row }) => (
      <div className="flex min-w-0 flex-col items-start gap-0.5">
        <span className="font-medium">{row.original.eventType}</span>
        <code className="font-mono text-xs break-all text-muted" title="webhook-id">
          {row.original.messageId}
        </code>
      </div>
    ),
  }),
  helper.accessor('status', {
    meta: { label: 'Status' },
    header: 'Status',
    cell: ({ row }) => <DeliveryStatusCell delivery={row.original} />,
  }),
  helper.accessor('attempts', {
    meta: { label: 'Attempts', className: 'sm:text-right' },
    header: 'Attempts',
    cell: ({ getValue }) => <span className="tabular-nums">{getValue()}</span>,
  }),
  helper.accessor('lastAttemptAt', {
    meta: { label: 'Last attempt' },
    header: 'Last attempt',
    cell: ({ getValue }) => {
      const at = getValue();
      return at ? <TimeStack value={at} /> : <span className="text-muted">Not yet</span>;
    },
  }),
  helper.display({
    id: 'response',
    meta: { label: 'Response' },
    header: 'Response',
    cell: ({ row }) => <span className="whitespace-nowrap">{attemptOutcome(row.original) ?? '—'}</span>,
  }),
  helper.accessor('createdAt', {
    meta: { label: 'Queued', onPhone: false },
    header: 'Queued',
    cell: ({ getValue }) => <TimeStack value={getValue()} />,
  }),
  helper.display({
    id: 'actions',
    meta: { className: 'sm:text-right' },
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) =>
      row.original.status === WebhookDeliveryStatus.Pending ? null : (
        <Allowed mutation="redeliverWebhook">
          <RedeliverButton delivery={row.original} />
        </Allowed>
      ),
  }),
]);
