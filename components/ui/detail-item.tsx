import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * One fact of a details list (`<dl>`): a small upper-case label over its value. `wide`: a whole row on
 * phones, where two long values side by side would not fit.
 */
export function DetailItem({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', wide && 'max-sm:col-span-2')}>
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
