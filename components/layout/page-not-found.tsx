import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';

/**
 * The page for an address that leads nowhere, in the words of the customer and handbook pages' own: what
 * happened, why it may have, and the way back.
 */
export function PageNotFound({ home, homeLabel }: { home: string; homeLabel: string }) {
  return (
    <div className="flex flex-col items-start gap-4 py-10">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-muted">There is no page at this address. The link may be mistyped or out of date.</p>
      <Link href={home} className={buttonClasses('primary')}>
        {homeLabel}
      </Link>
    </div>
  );
}
