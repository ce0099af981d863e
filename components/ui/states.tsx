import type { ReactNode } from 'react';
import { cn } from './cn';

/** A plain message for a failure, with whatever action (usually "Try again") the caller offers. */
export function ErrorState({
  title,
  message,
  action,
}: {
  title?: string;
  message: string;
  action?: ReactNode;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-danger/40 bg-danger/5 p-4"
    >
      <div>
        <p className="font-medium text-danger">{title ?? 'Something went wrong'}</p>
        <p className="mt-1 text-sm">{message}</p>
      </div>
      {action}
    </div>
  );
}

export function EmptyState({
  title,
  children,
  className,
}: {
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center gap-2 px-4 py-10 text-center', className)}>
      <p className="font-medium">{title}</p>
      {children ? <div className="text-sm text-muted">{children}</div> : null}
    </div>
  );
}
