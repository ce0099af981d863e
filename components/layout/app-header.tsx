import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { cn, focusRing } from '@/components/ui/cn';
import { NavLinks } from './nav-links';
import { PhoneMenu } from './phone-menu';

/**
 * The signed-in header: product, sections, whose dashboard this is, and sign-out (a form posting to the
 * server action, so it works before any script has loaded). One row at any width: on a phone the product
 * shrinks to its mark, the sections fold into a menu button (PhoneMenu) and the reseller's name and sign-out
 * into an account menu (a `<details>`, which needs no script).
 */
export function AppHeader({ resellerName, signOut }: { resellerName: string; signOut: () => Promise<void> }) {
  const signOutForm = (
    <form action={signOut}>
      <button type="submit" className={buttonClasses('secondary', 'sm')}>
        Sign out
      </button>
    </form>
  );
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2 sm:gap-6 sm:px-6 sm:py-3">
        <Link
          href="/"
          className={cn('flex shrink-0 items-center rounded text-base font-semibold', focusRing)}
        >
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-lg bg-accent text-sm font-bold text-accent-ink sm:hidden"
          >
            H
          </span>
          <span className="max-sm:sr-only">
            Handbook <span className="font-normal text-muted">Reseller</span>
          </span>
        </Link>
        {/* Five sections do not fit beside the account menu at phone width: a menu button holds them there. */}
        <nav aria-label="Main" className="-my-1 min-w-0 py-1 max-sm:hidden">
          <NavLinks />
        </nav>
        <PhoneMenu />
        <div className="ml-auto flex min-w-0 items-center gap-3 max-sm:hidden">
          <p className="min-w-0 truncate text-sm" title={resellerName}>
            <span className="sr-only">Signed in as </span>
            <span className="font-medium" data-testid="reseller-name">
              {resellerName}
            </span>
          </p>
          {signOutForm}
        </div>
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
            <span className="sr-only">Account: {resellerName}</span>
          </summary>
          <div className="absolute top-full right-0 z-30 mt-2 flex w-64 flex-col gap-3 rounded-lg border border-line bg-surface p-3 shadow-lg">
            <p className="text-sm break-words">
              <span className="text-muted">Signed in as</span>
              <br />
              <span className="font-medium">{resellerName}</span>
            </p>
            {signOutForm}
          </div>
        </details>
      </div>
    </header>
  );
}
