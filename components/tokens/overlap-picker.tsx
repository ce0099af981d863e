'use client';

import { AbsoluteTime } from '@/components/ui/time';
import { ChoiceChip } from './choice-chip';
import { OVERLAP_CHOICES } from './tokens-params';

export type Overlap = (typeof OVERLAP_CHOICES)[number];

/**
 * When a renewed token's predecessor stops working. A choice past its own expiry (`msLeft` from now, at
 * `expiresAt`) is offered disabled, and the picker says why: it would stop at its expiry anyway.
 */
export function OverlapPicker({
  name,
  value,
  onChange,
  msLeft,
  expiresAt,
}: {
  name: string;
  value: Overlap;
  onChange: (overlap: Overlap) => void;
  msLeft: number;
  expiresAt: string;
}) {
  const tooLate = OVERLAP_CHOICES.filter((choice) => choice.seconds > 0 && choice.seconds * 1000 >= msLeft);
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
            disabled={tooLate.includes(choice)}
            onSelect={() => onChange(choice)}
          />
        ))}
      </div>
      <p className="text-xs text-muted">Give the customer time to switch: until then both tokens work.</p>
      {tooLate.length > 0 ? (
        <p className="text-xs text-muted">
          {/* The exact time, not a relative one: "in 7 days" rounded both ways would read as a contradiction. */}
          {tooLate.map((choice) => `“${choice.label}”`).join(' and ')} cannot be chosen: this token already
          ends before then, at <AbsoluteTime value={expiresAt} />, and stops working then anyway.
        </p>
      ) : null}
    </fieldset>
  );
}
