import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The rows picked on a page, above the table: how many, "Clear selection", and the one thing to do with
 * them (`action`, the button; `children`, its confirmation). It stays in view while the rows scroll by
 * (sticky, within the table's part of the page): on a phone, the cards picked run far below it.
 */
export function SelectionBar({
  label,
  count,
  onClear,
  action,
  children,
}: {
  /** The region's name for screen readers: "Selected tokens". */
  label: string;
  count: number;
  onClear: () => void;
  action: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      className="sticky top-2 z-10 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-accent/40 bg-surface px-3 py-2 text-sm shadow-md"
    >
      <p aria-live="polite">
        <strong className="font-semibold">{count}</strong> selected
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear selection
        </Button>
        {action}
      </div>
      {children}
    </div>
  );
}
