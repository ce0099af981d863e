import type { CustomerStatusKey } from './customers-params';

/** What the current view counts: "matching “acme”", "suspended", "suspended matching “acme”". */
function viewLabel(search: string, status: CustomerStatusKey | null): string {
  return [status, search ? `matching “${search}”` : null].filter(Boolean).join(' ');
}

/**
 * The headline: how many customers the reseller has, and how many are in view when a search or a status
 * filter narrows it.
 */
export function CustomersTotal({
  everyone,
  matching,
  search,
  status,
}: {
  everyone: number | null;
  matching: number | null;
  search: string;
  status: CustomerStatusKey | null;
}) {
  return (
    <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-semibold tabular-nums" data-testid="customers-total">
          {everyone === null ? '–' : everyone.toLocaleString('en')}
        </span>
        <span className="text-muted">{everyone === 1 ? 'customer' : 'customers'}</span>
      </p>
      {(search || status) && matching !== null ? (
        <p className="text-sm text-muted" aria-live="polite" data-testid="customers-in-view">
          {matching.toLocaleString('en')} {viewLabel(search, status)}
        </p>
      ) : null}
    </div>
  );
}
