import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { cn, focusRing } from './cn';

const controlClasses = cn(
  'h-10 rounded-md border border-line bg-surface px-3 text-sm text-ink placeholder:text-muted',
  'aria-invalid:border-danger',
  focusRing,
);

/** A text input's classes (full width unless the caller sets a width). */
export const inputClasses = cn(controlClasses, 'w-full');

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(inputClasses, className)} {...props} />;
}

export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(controlClasses, 'pr-8', className)} {...props} />;
}

/**
 * A labelled field with its hint and error wired to the control through ids: the caller gives the control
 * `id`, `aria-describedby={describedBy}` and `aria-invalid`.
 */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The `aria-describedby` value for a Field's control. */
export function describedBy(
  id: string,
  { hint, error }: { hint?: string; error?: string | null },
): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A Field's control's own id, invalid state and descriptions, spread onto the Input or Select. */
export function controlProps(id: string, { hint, error }: { hint?: string; error?: string | null } = {}) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { error, hint }),
  };
}
