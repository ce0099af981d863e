'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn, focusRing } from '@/components/ui/cn';

const SECTIONS = [
  { href: '/settings', label: 'Webhooks' },
  { href: '/settings/branding', label: 'Branding' },
] as const;

/** The settings' sections, one page each; the current one marked for screen readers as well as by colour. */
export function SettingsNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Settings sections">
      <ul className="flex gap-1 border-b border-line">
        {SECTIONS.map(({ href, label }) => {
          const current = pathname === href;
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex h-10 items-center border-b-2 px-3 text-sm font-medium',
                  current
                    ? 'border-accent text-accent'
                    : 'border-transparent text-muted hover:border-line hover:text-ink',
                  focusRing,
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
