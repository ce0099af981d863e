import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { focusRing } from '@/components/ui/cn';
import { NavLinks } from './nav-links';

/**
 * The signed-in header: product, sections, whose dashboard this is, and sign-out (a form posting to the
 * server action, so it works before any script has loaded).
 */
export function AppHeader({ resellerName, signOut }: { resellerName: string; signOut: () => Promise<void> }) {
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link href="/customers" className={`rounded text-base font-semibold ${focusRing}`}>
          Handbook <span className="font-normal text-muted">Reseller</span>
        </Link>
        <nav aria-label="Main" className="order-last w-full sm:order-none sm:w-auto">
          <NavLinks />
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-3">
          <p className="min-w-0 truncate text-sm" title={resellerName}>
            <span className="sr-only">Signed in as </span>
            <span className="font-medium" data-testid="reseller-name">
              {resellerName}
            </span>
          </p>
          <form action={signOut}>
            <button type="submit" className={buttonClasses('secondary', 'sm')}>
              Sign out
            </button>
          </form>
        </div>
      </div>
    </header>
  );
}
