'use client';

import { useId } from 'react';
import { describedBy, Input, Select } from '@/components/ui/field';
import {
  LIFETIME_PRESET_DAYS,
  LIFETIME_RANGE_HINT,
  LIFETIME_UNITS,
  type LifetimeUnit,
} from '@/lib/format/lifetime';
import { ChoiceChip } from './choice-chip';

export type LifetimeChoice =
  { kind: 'preset'; days: number } | { kind: 'custom'; amount: string; unit: LifetimeUnit };

/** The lifetime of a new token: four presets as radio buttons, or a custom number of days, hours or minutes. */
export function LifetimePicker({
  value,
  onChange,
  error,
}: {
  value: LifetimeChoice;
  onChange: (value: LifetimeChoice) => void;
  error: string | null;
}) {
  const id = useId();
  const custom = value.kind === 'custom';
  const amountId = `${id}-amount`;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">Lifetime</legend>
      <div className="flex flex-wrap gap-2">
        {LIFETIME_PRESET_DAYS.map((days) => (
          <ChoiceChip
            key={days}
            name={`${id}-lifetime`}
            label={`${days} days`}
            checked={value.kind === 'preset' && value.days === days}
            onSelect={() => onChange({ kind: 'preset', days })}
          />
        ))}
        <ChoiceChip
          name={`${id}-lifetime`}
          label="Custom"
          checked={custom}
          onSelect={() => onChange({ kind: 'custom', amount: '', unit: 'days' })}
        />
      </div>
      {custom ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={amountId} className="text-sm font-medium">
            Custom lifetime
          </label>
          <div className="flex gap-2">
            <Input
              id={amountId}
              inputMode="decimal"
              className="w-28"
              value={value.amount}
              autoFocus
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(amountId, { hint: LIFETIME_RANGE_HINT, error })}
              onChange={(event) => onChange({ ...value, amount: event.target.value })}
            />
            <Select
              aria-label="Unit"
              value={value.unit}
              onChange={(event) =>
                onChange({
                  ...value,
                  unit: LIFETIME_UNITS.find((unit) => unit === event.target.value) ?? 'days',
                })
              }
            >
              {LIFETIME_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </Select>
          </div>
          <p id={`${amountId}-hint`} className="text-xs text-muted">
            {LIFETIME_RANGE_HINT}
          </p>
          {error ? (
            <p id={`${amountId}-error`} className="text-sm text-danger">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
