'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn, focusRing } from '@/components/ui/cn';
import { LinkPending } from '@/components/ui/link-pending';

const LINKS = [
  { href: '/', label: 'Overview' },
  { href: '/customers', label: 'Customers' },
  { href: '/tokens', label: 'Tokens' },
  { href: '/activity', label: 'Activity' },
  { href: '/settings', label: 'Settings' },
] as const;

/** The dashboard's sections; the current one is marked for screen readers as well as by colour. */
export function NavLinks() {
  const pathname = usePathname();
  return (
    <ul className="flex gap-1">
      {LINKS.map(({ href, label }) => {
        const current = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <li key={href}>
            <Link
              href={href}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'inline-flex h-9 items-center rounded-md px-2 text-sm font-medium whitespace-nowrap sm:px-3',
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
