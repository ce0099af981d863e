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
  if (status && !search) {
    return (
      <EmptyState title={`No ${status} customers`}>
        <Button size="sm" onClick={onAllStatuses}>
          Show every customer
        </Button>
      </EmptyState>
    );
  }
  if (search) {
    return (
      <EmptyState title={`No customer’s name or email contains “${search}”`}>
        <Button size="sm" onClick={onClearSearch}>
          Clear the search
        </Button>
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
