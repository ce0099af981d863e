import Link from 'next/link';
import { actionLabel, actorLabel } from '@/components/activity/activity-labels';
import { ActivitySubject } from '@/components/activity/activity-subject';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RelativeTime } from '@/components/ui/time';
import type { ActivityEventFieldsFragment } from '@/lib/graphql-client/generated/graphql';

/** The last few changes, newest first, and the way to the whole trail. */
export function LatestActivity({ events }: { events: readonly ActivityEventFieldsFragment[] }) {
  return (
    <Card labelledBy="latest-activity" className="flex flex-col gap-3 p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="latest-activity" className="font-semibold">
          Latest activity
        </h2>
        <Link href="/activity" className={buttonClasses('secondary', 'sm')}>
          All activity
        </Link>
      </div>
      {events.length === 0 ? (
        <p className="text-sm text-muted">Nothing has been recorded yet.</p>
      ) : (
        <ul aria-labelledby="latest-activity" className="flex flex-col divide-y divide-line">
          {events.map((event) => (
            <li
              key={event.eventId}
              className="flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:justify-between sm:gap-3"
            >
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="font-medium">{actionLabel(event.action)}</span>
                <ActivitySubject event={event} />
              </span>
              <span className="flex flex-col text-sm sm:items-end">
                <RelativeTime value={event.occurredAt} />
                <span className="text-xs break-all text-muted">{actorLabel(event.actor)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
