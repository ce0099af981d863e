import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/states';
import { PastLastPage } from '@/components/data-table/past-last-page';
import { ACCESS_WORDS } from './access-words';
import type { CustomerAccessKey, CustomerStatusKey } from './customers-params';

/** The empty table's title for a search, a status and an access filter. */
function emptyTitle(search: string, status: CustomerStatusKey | null, access: CustomerAccessKey | null) {
  const who = status ? `${status} customer` : 'customer';
  const scope = access ? ` ${ACCESS_WORDS[access]}` : '';
  if (!search) return `No ${who}s${scope}`;
  return access
    ? `No ${who}${scope} has “${search}” in their name or email`
    : `No ${who}’s name or email contains “${search}”`;
}

/**
 * Why the table is empty, and the way out: clear the search, show every status or every customer's access,
 * go back to page 1, or create a customer.
 */
export function CustomersEmpty({
  search,
  status,
  access,
  page,
  onClearSearch,
  onAllStatuses,
  onAllAccess,
  onFirstPage,
}: {
  search: string;
  status: CustomerStatusKey | null;
  access: CustomerAccessKey | null;
  page: number;
  onClearSearch: () => void;
  onAllStatuses: () => void;
  onAllAccess: () => void;
  onFirstPage: () => void;
}) {
  if (page > 1) {
    return <PastLastPage page={page} noun="customer" onFirstPage={onFirstPage} />;
  }
  if (search || status || access) {
    return (
      <EmptyState title={emptyTitle(search, status, access)}>
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
          {access ? (
            <Button size="sm" onClick={onAllAccess}>
              Show everyone’s access
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
