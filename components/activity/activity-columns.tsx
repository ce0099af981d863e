import { createColumnHelper } from '@tanstack/react-table';
import type { ServerTableFeatures } from '@/components/data-table/features';
import { ClampedText } from '@/components/data-table/clamped-text';
import { TimeStack } from '@/components/ui/time';
import type { ActivityEventFieldsFragment } from '@/lib/graphql-client/generated/graphql';
import { actionLabel, actorLabel, actorParts, detailsText, originLabel } from './activity-labels';
import { ActivitySubject } from './activity-subject';

const helper = createColumnHelper<ServerTableFeatures, ActivityEventFieldsFragment>();

/** Every recorded change, newest first (the API's order): what, on whom, when, by whom, from where. */
export const activityColumns = helper.columns([
  helper.accessor('action', {
    header: 'What',
    cell: ({ row }) => {
      const details = detailsText(row.original.details);
      return (
        <div className="flex min-w-0 flex-col items-start gap-0.5">
          <span className="font-medium">{actionLabel(row.original.action)}</span>
          {details ? <span className="text-xs wrap-anywhere text-muted">{details}</span> : null}
        </div>
      );
    },
  }),
  helper.accessor('subjectId', {
    header: 'On',
    meta: { label: 'On' },
    cell: ({ row }) => <ActivitySubject event={row.original} />,
  }),
  helper.accessor('occurredAt', {
    header: 'When',
    meta: { label: 'When' },
    cell: ({ getValue }) => <TimeStack value={getValue()} />,
  }),
  helper.accessor((event) => actorLabel(event.actor), {
    id: 'actor',
    header: 'By',
    meta: { label: 'By' },
    cell: ({ row }) => {
      const { who, key } = actorParts(row.original.actor);
      return (
        <span className="flex flex-col gap-0.5">
          <ClampedText text={who} className="text-sm" />
          {key ? <span className="font-mono text-xs whitespace-nowrap text-muted">{key}</span> : null}
        </span>
      );
    },
  }),
  helper.accessor('clientAddress', {
    header: 'From',
    meta: { label: 'From' },
    cell: ({ row, getValue }) => {
      const address = getValue();
      return address ? (
        // Unbroken where the table has room (an IPv6 address breaks on a phone rather than widen it).
        <code className="font-mono text-xs break-all sm:break-normal sm:whitespace-nowrap">{address}</code>
      ) : (
        <span className="text-muted">{originLabel(row.original.actor)}</span>
      );
    },
  }),
]);
