'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn, focusRing } from '@/components/ui/cn';
import { LinkPending } from '@/components/ui/link-pending';

/** The sections, and the other paths that belong to one: a handbook is read from its customer's page. */
export const NAV_LINKS: readonly { href: string; label: string; also?: readonly string[] }[] = [
  { href: '/', label: 'Overview' },
  { href: '/customers', label: 'Customers', also: ['/handbooks'] },
  { href: '/tokens', label: 'Tokens' },
  { href: '/usage', label: 'Usage' },
  { href: '/activity', label: 'Activity' },
  { href: '/settings', label: 'Settings' },
];

const within = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/** The section a path belongs to, if any. */
export function currentSection(pathname: string): string | undefined {
  return NAV_LINKS.find(({ href, also = [] }) => [href, ...also].some((path) => within(pathname, path)))
    ?.href;
}

/**
 * The dashboard's sections; the current one is marked for screen readers as well as by colour. In a `row`
 * (the header) or a `column` (the phone's menu, which closes through `onNavigate`).
 */
export function NavLinks({
  layout = 'row',
  onNavigate,
}: {
  layout?: 'row' | 'column';
  onNavigate?: () => void;
}) {
  const section = currentSection(usePathname());
  return (
    <ul className={cn('flex gap-1', layout === 'column' && 'flex-col')}>
      {NAV_LINKS.map(({ href, label }) => {
        const current = href === section;
        return (
          <li key={href}>
            <Link
              href={href}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
              className={cn(
                'inline-flex h-9 items-center rounded-md px-2 text-sm font-medium whitespace-nowrap sm:px-3',
                layout === 'column' && 'h-11 w-full px-3 text-base',
                current ? 'bg-accent/10 text-accent' : 'text-muted hover:bg-line/60 hover:text-ink',
                focusRing,
              )}
            >
              {label}
              <LinkPending />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
