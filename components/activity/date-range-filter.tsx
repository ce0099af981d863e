'use client';

import { Input } from '@/components/ui/field';

/**
 * Two days in UTC, both included (the API's `from` and `to`): the events of a week, a month. A day that
 * would put the end before the start clears the other end rather than ask for an empty range.
 */
export function DateRangeFilter({
  from,
  to,
  onChange,
}: {
  from: string | null;
  to: string | null;
  onChange: (range: { from: string | null; to: string | null }) => void;
}) {
  return (
    <fieldset className="flex items-center gap-2 text-sm">
      <legend className="sr-only">Dates (UTC)</legend>
      <label htmlFor="activity-from" className="text-muted">
        From
      </label>
      <Input
        id="activity-from"
        type="date"
        className="w-auto"
        value={from ?? ''}
        onChange={(event) => {
          const day = event.target.value || null;
          // A start after the end leaves the end open rather than asking for an empty range.
          onChange({ from: day, to: day && to && day > to ? null : to });
        }}
      />
      <label htmlFor="activity-to" className="text-muted">
        to
      </label>
      <Input
        id="activity-to"
        type="date"
        className="w-auto"
        value={to ?? ''}
        onChange={(event) => {
          const day = event.target.value || null;
          onChange({ from: day && from && day < from ? null : from, to: day });
        }}
      />
    </fieldset>
  );
}
