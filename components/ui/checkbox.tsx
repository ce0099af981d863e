import type { InputHTMLAttributes, Ref } from 'react';
import { cn, focusRing } from './cn';

/** A native checkbox in the theme's accent colour: the browser keeps its keyboard and form behaviour. */
export function Checkbox({
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-4 shrink-0 cursor-pointer accent-accent disabled:cursor-not-allowed',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}
