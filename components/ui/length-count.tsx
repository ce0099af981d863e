import { cn } from './cn';

// Shown from this share of the limit: quiet below it, and never a surprise at it.
const SHOWN_FROM = 0.8;

/**
 * "87 / 100 characters" under a field with a `maxLength` once its text nears the limit. The browser stops
 * typing, and cuts a paste, at `maxLength` without a word: this says where the limit is before it bites,
 * and that the text stopped there when it has.
 */
export function LengthCount({ value, max, id }: { value: string; max: number; id?: string }) {
  if (value.length < max * SHOWN_FROM) return null;
  const full = value.length >= max;
  return (
    <p
      id={id}
      aria-live="polite"
      className={cn('text-xs tabular-nums', full ? 'text-warning' : 'text-muted')}
    >
      {value.length} / {max} characters{full ? ': the most it can hold' : ''}
    </p>
  );
}
