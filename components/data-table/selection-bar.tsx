import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The rows picked on a page, above the table: how many, "Clear selection", and the one thing to do with
 * them (`action`, the button; `children`, its confirmation).
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
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-accent/40 bg-accent/5 px-3 py-2 text-sm"
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
