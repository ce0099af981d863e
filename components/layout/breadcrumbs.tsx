import Link from 'next/link';
import { focusRing } from '@/components/ui/cn';
import { LinkPending } from '@/components/ui/link-pending';

export function Breadcrumbs({
  items,
  current,
}: {
  items: Array<{ href: string; label: string }>;
  current: string;
}) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted">
        {items.map((item) => (
          <li key={item.href} className="flex items-center gap-1.5">
            <Link href={item.href} className={`rounded hover:text-ink hover:underline ${focusRing}`}>
              {item.label}
              <LinkPending />
            </Link>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page" className="min-w-0 truncate text-ink">
          {current}
        </li>
      </ol>
    </nav>
  );
}
