import Link from 'next/link';
import { cn, focusRing } from '@/components/ui/cn';

const SECTIONS = [
  { href: '/settings', label: 'Webhooks' },
  { href: '/settings/team', label: 'Team' },
  { href: '/settings/branding', label: 'Branding' },
] as const;

/** The settings pages, side by side; the current one is marked for screen readers as well as by colour. */
export function SettingsNav({ current }: { current: (typeof SECTIONS)[number]['href'] }) {
  return (
    <nav aria-label="Settings">
      <ul className="flex gap-1 border-b border-line">
        {SECTIONS.map(({ href, label }) => (
          <li key={href}>
            <Link
              href={href}
              aria-current={href === current ? 'page' : undefined}
              className={cn(
                '-mb-px inline-flex h-9 items-center border-b-2 px-3 text-sm font-medium',
                href === current
                  ? 'border-accent text-accent'
                  : 'border-transparent text-muted hover:text-ink',
                focusRing,
              )}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
