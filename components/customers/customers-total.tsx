import { ACCESS_WORDS } from './access-words';
import type { CustomerAccessKey, CustomerStatusKey } from './customers-params';

/** What the current view counts: "matching “acme”", "suspended", "suspended without access matching “acme”". */
function viewLabel(
  search: string,
  status: CustomerStatusKey | null,
  access: CustomerAccessKey | null,
): string {
  return [status, access ? ACCESS_WORDS[access] : null, search ? `matching “${search}”` : null]
    .filter(Boolean)
    .join(' ');
}

/**
 * The headline: how many customers the reseller has, and how many are in view when a search, a status or
 * an access filter narrows it. While the rows for a new search load (`stale`), the count of the old one is not shown
 * under the new words; when nothing could be counted (a failed load) there is no headline at all.
 */
export function CustomersTotal({
  everyone,
  matching,
  search,
  status,
  access,
  stale = false,
}: {
  everyone: number | null;
  matching: number | null;
  search: string;
  status: CustomerStatusKey | null;
  access: CustomerAccessKey | null;
  stale?: boolean;
}) {
  if (everyone === null) return null;
  return (
    <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-semibold tabular-nums" data-testid="customers-total">
          {everyone.toLocaleString('en')}
        </span>
        <span className="text-muted">{everyone === 1 ? 'customer' : 'customers'}</span>
      </p>
      {(search || status || access) && matching !== null ? (
        <p className="text-sm text-muted" aria-live="polite" data-testid="customers-in-view">
          {stale ? 'Loading…' : `${matching.toLocaleString('en')} ${viewLabel(search, status, access)}`}
        </p>
      ) : null}
    </div>
  );
}
