'use client';

import { useId, useState } from 'react';
import { FILTER_LABEL_CLASS } from '@/components/data-table/filter-select';
import { cn } from '@/components/ui/cn';
import { Input, Select } from '@/components/ui/field';
import { EXPIRING_WITHIN_DAYS } from '@/lib/contract/limits';
import { EXPIRING_PRESETS, parseAsExpiringWithin } from './tokens-params';

const CUSTOM = 'custom';
const RANGE_MESSAGE = `Enter a whole number of days from ${EXPIRING_WITHIN_DAYS.min} to ${EXPIRING_WITHIN_DAYS.max}.`;

const isPreset = (days: number) => EXPIRING_PRESETS.some((preset) => preset === days);

/**
 * "Expiring within 1 / 7 / 14 / 30 days", or any number of days from 1 to 365 typed in (Enter or leaving the
 * field applies it). Only active tokens expire within a number of days. A URL such as `?within=3` opens with
 * the number in the field.
 */
export function ExpiringFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (days: number | null) => void;
}) {
  const id = useId();
  const selectId = `${id}-within`;
  const daysId = `${id}-days`;
  const { custom, setCustom, text, setText, error, setError, apply } = useTypedDays(value, onChange);

  return (
    <div className="flex flex-col gap-1 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className={cn('whitespace-nowrap', FILTER_LABEL_CLASS)}>
          Expiring
        </label>
        <Select
          id={selectId}
          className="min-w-0 flex-1 sm:flex-none"
          value={custom ? CUSTOM : value === null ? '' : String(value)}
          onChange={(event) => {
            const choice = event.target.value;
            setError(false);
            if (choice === CUSTOM) {
              setCustom(true);
              return;
            }
            setCustom(false);
            onChange(choice === '' ? null : parseAsExpiringWithin.parse(choice));
          }}
        >
          <option value="">any time</option>
          {EXPIRING_PRESETS.map((days) => (
            <option key={days} value={days}>
              within {days} {days === 1 ? 'day' : 'days'}
            </option>
          ))}
          <option value={CUSTOM}>within … days</option>
        </Select>
        {custom ? (
          <span className="flex items-center gap-2">
            <Input
              id={daysId}
              aria-label="Expiring within how many days"
              inputMode="numeric"
              className="w-20"
              value={text}
              autoFocus={value === null}
              aria-invalid={error || undefined}
              aria-describedby={error ? `${daysId}-error` : undefined}
              onChange={(event) => setText(event.target.value)}
              onBlur={apply}
              onKeyDown={(event) => {
                if (event.key === 'Enter') apply();
              }}
            />
            <span className="text-muted">days</span>
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={`${daysId}-error`} className="text-danger">
          {RANGE_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The typed number of days: kept while the person types, applied when valid, and reset to what the URL says
 * when it moves on without the field.
 */
function useTypedDays(value: number | null, onChange: (days: number | null) => void) {
  const [custom, setCustom] = useState(value !== null && !isPreset(value));
  const [text, setText] = useState(value === null ? '' : String(value));
  const [error, setError] = useState(false);
  const [shown, setShown] = useState(value);

  // The URL moved on without us (Back, a link, "Show all tokens"): show what it now says.
  if (value !== shown) {
    setShown(value);
    setText(value === null ? '' : String(value));
    setCustom(value !== null && !isPreset(value));
    setError(false);
  }

  const apply = () => {
    if (text.trim() === '') return;
    const days = parseAsExpiringWithin.parse(text.trim());
    setError(days === null);
    if (days !== null && days !== value) onChange(days);
  };

  return { custom, setCustom, text, setText, error, setError, apply };
}
