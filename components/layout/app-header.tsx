import Link from 'next/link';
import { ROLE_LABELS } from '@/components/auth/role-labels';
import type { ViewerQuery } from '@/lib/graphql-client/generated/graphql';
import { buttonClasses } from '@/components/ui/button';
import { cn, focusRing } from '@/components/ui/cn';
import { AccountMenu } from './account-menu';
import { NavLinks } from './nav-links';
import { PAGE_WIDTH } from './page-width';
import { PhoneMenu } from './phone-menu';

/**
 * The signed-in header: product, sections, whose dashboard this is, and sign-out (a form posting to the
 * server action, so it works before any script has loaded). One row at any width: on a phone the product
 * shrinks to its mark, the sections fold into a menu button (PhoneMenu) and the reseller's name and sign-out
 * into an account menu (a `<details>`, which needs no script).
 */
export function AppHeader({
  resellerName,
  viewer,
  signOut,
}: {
  resellerName: string;
  /** The signed-in key's holder and role; null when the service could not say. */
  viewer: ViewerQuery['viewer'] | null;
  signOut: () => Promise<void>;
}) {
  const person = viewer ? `${viewer.keyName} · ${ROLE_LABELS[viewer.role]}` : null;
  const signOutForm = (
    <form action={signOut}>
      <button type="submit" className={buttonClasses('secondary', 'sm')}>
        Sign out
      </button>
    </form>
  );
  return (
    <header className="border-b border-line bg-surface">
      <div className={cn(PAGE_WIDTH, 'flex items-center gap-3 py-2 sm:gap-6 sm:py-3')}>
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
          <p className="flex min-w-0 flex-col text-right text-sm leading-tight" title={resellerName}>
            <span className="sr-only">Signed in as </span>
            {person ? (
              <span className="truncate font-medium" data-testid="viewer">
                {person}
              </span>
            ) : null}
            <span className="sr-only">{person ? ' of ' : ''}</span>
            <span
              className={cn('truncate', person ? 'text-xs text-muted' : 'font-medium')}
              data-testid="reseller-name"
            >
              {resellerName}
            </span>
          </p>
          {signOutForm}
        </div>
        <AccountMenu person={person} resellerName={resellerName}>
          {signOutForm}
        </AccountMenu>
      </div>
    </header>
  );
}
