import type { ReactNode } from 'react';
import { cn } from './cn';

/** A bordered panel; with `labelledBy` (the id of its heading) it is a named region for screen readers. */
export function Card({
  className,
  labelledBy,
  children,
}: {
  className?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn('rounded-lg border border-line bg-surface', className)}
    >
      {children}
    </section>
  );
}
