import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';

/** An unknown id, another reseller's handbook and a deleted one look the same here. */
export default function HandbookNotFound() {
  return (
    <div className="flex flex-col items-start gap-4 py-10">
      <h1 className="text-2xl font-semibold">Handbook not found</h1>
      <p className="text-muted">
        There is no handbook with this ID among your customers’. It may have been deleted, or the link is
        mistyped or out of date.
      </p>
      <Link href="/customers" className={buttonClasses('primary')}>
        Back to customers
      </Link>
    </div>
  );
}
