import type { ReactNode } from 'react';
import { cn } from './cn';

export type NoticeTone = 'success' | 'warning' | 'info';

const tones: Record<NoticeTone, string> = {
  success: 'border-success/40 bg-success/10',
  warning: 'border-warning/50 bg-warning/10',
  info: 'border-line bg-surface',
};

/** A message about what just happened or what holds now, announced politely; `action` sits at its end. */
export function Notice({
  tone = 'info',
  children,
  action,
  className,
}: {
  tone?: NoticeTone;
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn(
        'flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-md border px-3 py-2 text-sm',
        tones[tone],
        className,
      )}
    >
      <div className="min-w-0">{children}</div>
      {action}
    </div>
  );
}
