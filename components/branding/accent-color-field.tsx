'use client';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { controlProps, Field, Input } from '@/components/ui/field';
import { HEX_COLOUR } from './branding-errors';

const HINT = '# and six hexadecimal digits, such as #1D4ED8. Empty: no accent colour.';
// What the picker shows while the text holds no colour (a colour input always holds one).
const PICKER_REST = '#1d4ed8';

/** The accent colour, picked or typed: the picker and the text are one value. */
export function AccentColorField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange(value: string): void;
}) {
  const colour = HEX_COLOUR.test(value.trim());
  const picked = colour ? value.trim().toLowerCase() : PICKER_REST;
  return (
    <Field id="branding-accent" label="Accent colour" hint={HINT} error={error}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label="Pick the accent colour"
          value={picked}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          className={cn(
            'h-10 w-12 shrink-0 cursor-pointer rounded-md border border-line bg-surface p-1',
            // Without a colour the swatch is empty, as the cover is: the resting colour is not a choice.
            !colour && '[&::-moz-color-swatch]:opacity-0 [&::-webkit-color-swatch]:opacity-0',
          )}
        />
        <Input
          {...controlProps('branding-accent', { hint: HINT, error })}
          name="accentColor"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="None"
          autoComplete="off"
          spellCheck={false}
          className="max-w-36 font-mono"
        />
        {value ? (
          <Button size="sm" variant="danger-outline" onClick={() => onChange('')}>
            Remove colour
          </Button>
        ) : null}
      </div>
    </Field>
  );
}
