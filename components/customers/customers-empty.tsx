import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/states';
import type { CustomerStatusKey } from './customers-params';

/**
 * Why the table is empty, and the way out: clear the search, show every status, go back to page 1, or
 * create a customer.
 */
export function CustomersEmpty({
  search,
  status,
  page,
  onClearSearch,
  onAllStatuses,
  onFirstPage,
}: {
  search: string;
  status: CustomerStatusKey | null;
  page: number;
  onClearSearch: () => void;
  onAllStatuses: () => void;
  onFirstPage: () => void;
}) {
  if (page > 1) {
    return (
      <EmptyState title={`Page ${page} is past the last customer`}>
        <Button size="sm" onClick={onFirstPage}>
          Go to the first page
        </Button>
      </EmptyState>
    );
  }
  if (search || status) {
    const who = status ? `${status} customer` : 'customer';
    return (
      <EmptyState title={search ? `No ${who}’s name or email contains “${search}”` : `No ${who}s`}>
        <span className="flex flex-wrap justify-center gap-2">
          {search ? (
            <Button size="sm" onClick={onClearSearch}>
              Clear the search
            </Button>
          ) : null}
          {status ? (
            <Button size="sm" onClick={onAllStatuses}>
              Show all statuses
            </Button>
          ) : null}
        </span>
      </EmptyState>
    );
  }
  return (
    <EmptyState title="No customers yet">
      Create your first customer with <strong className="text-ink">New customer</strong>, then issue them a
      token.
    </EmptyState>
  );
}
