import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';

/** An unknown id and another reseller's customer look the same here: the API never says which. */
export default function CustomerNotFound() {
  return (
    <div className="flex flex-col items-start gap-4 py-10">
      <h1 className="text-2xl font-semibold">Customer not found</h1>
      <p className="text-muted">
        There is no customer with this ID among yours. The link may be mistyped or out of date.
      </p>
      <Link href="/customers" className={buttonClasses('primary')}>
        Back to customers
      </Link>
    </div>
  );
}
