'use client';

import { Checkbox } from '@/components/ui/checkbox';
import { WEBHOOK_EVENT_TYPES } from '@/lib/contract/webhook-events';
import { EVENT_TYPE_LABELS } from './event-type-labels';

/**
 * The event types an endpoint receives, as checkboxes named `eventTypes`. None ticked means every event, as
 * the service reads an empty list: the legend says so, so that clearing every box does not look like "none".
 */
export function EventTypesField({
  id,
  chosen,
  error,
}: {
  id: string;
  chosen: readonly string[];
  error?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={error ? `${id}-hint ${errorId}` : `${id}-hint`}
      className="flex flex-col gap-2"
    >
      <legend className="text-sm font-medium">Event types</legend>
      <p id={`${id}-hint`} className="text-xs text-muted">
        Leave every box clear to receive every event, including types added later.
      </p>
      <div className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2">
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="flex min-w-0 items-start gap-2 text-sm">
            <Checkbox
              name="eventTypes"
              value={type}
              defaultChecked={chosen.includes(type)}
              className="mt-0.5"
            />
            <span className="flex min-w-0 flex-col">
              {EVENT_TYPE_LABELS[type]}
              <code className="font-mono text-xs text-muted">{type}</code>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
