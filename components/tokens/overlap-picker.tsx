'use client';

import { ChoiceChip } from './choice-chip';
import { OVERLAP_CHOICES } from './tokens-params';

export type Overlap = (typeof OVERLAP_CHOICES)[number];

/**
 * When a renewed token's predecessor stops working. A choice past its own expiry (`msLeft` from now) is
 * offered disabled: it would stop at its expiry anyway.
 */
export function OverlapPicker({
  name,
  value,
  onChange,
  msLeft,
}: {
  name: string;
  value: Overlap;
  onChange: (overlap: Overlap) => void;
  msLeft: number;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">The old token stops working</legend>
      <div className="flex flex-wrap gap-2">
        {OVERLAP_CHOICES.map((choice) => (
          <ChoiceChip
            key={choice.seconds}
            name={name}
            label={choice.label}
            checked={value.seconds === choice.seconds}
            disabled={choice.seconds > 0 && choice.seconds * 1000 >= msLeft}
            onSelect={() => onChange(choice)}
          />
        ))}
      </div>
      <p className="text-xs text-muted">Give the customer time to switch: until then both tokens work.</p>
    </fieldset>
  );
}
