import type { ReactNode } from 'react';
import { cn, focusRing } from '@/components/ui/cn';

/**
 * The account menu of a phone-width header: who is signed in, for which reseller, and sign-out (`children`).
 * A `<details>`, which needs no script.
 */
export function AccountMenu({
  person,
  resellerName,
  children,
}: {
  /** The key's holder and role ("Sam Lee · Support"); null when the service could not say. */
  person: string | null;
  resellerName: string;
  children: ReactNode;
}) {
  return (
    <details className="group relative ml-auto sm:hidden">
      <summary
        className={cn(
          'flex size-9 cursor-pointer list-none items-center justify-center rounded-md border border-line text-muted hover:text-ink [&::-webkit-details-marker]:hidden',
          focusRing,
        )}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="currentColor">
          <circle cx="8" cy="5" r="3" />
          <path d="M2 14.5c0-3 2.7-5 6-5s6 2 6 5z" />
        </svg>
        <span className="sr-only">
          Account: {person ? `${person}, ` : ''}
          {resellerName}
        </span>
      </summary>
      <div className="absolute top-full right-0 z-30 mt-2 flex w-64 flex-col gap-3 rounded-lg border border-line bg-surface p-3 shadow-lg">
        <p className="text-sm break-words">
          <span className="text-muted">Signed in as</span>
          <br />
          {person ? (
            <>
              <span className="font-medium">{person}</span>
              <br />
              <span className="text-muted">of </span>
            </>
          ) : null}
          <span className="font-medium">{resellerName}</span>
        </p>
        {children}
      </div>
    </details>
  );
}
