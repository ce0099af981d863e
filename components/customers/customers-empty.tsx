import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/states';

/** Why the table is empty, and the way out: clear the search, go back to page 1, or create a customer. */
export function CustomersEmpty({
  search,
  page,
  onClearSearch,
  onFirstPage,
}: {
  search: string;
  page: number;
  onClearSearch: () => void;
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
