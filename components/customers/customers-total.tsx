/** The headline: how many customers the reseller has, and how many match the search when there is one. */
export function CustomersTotal({
  everyone,
  matching,
  search,
}: {
  everyone: number | null;
  matching: number | null;
  search: string;
}) {
  return (
    <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-semibold tabular-nums" data-testid="customers-total">
          {everyone === null ? '–' : everyone.toLocaleString('en')}
        </span>
        <span className="text-muted">{everyone === 1 ? 'customer' : 'customers'}</span>
      </p>
      {search && matching !== null ? (
        <p className="text-sm text-muted" aria-live="polite">
          {matching.toLocaleString('en')} matching “{search}”
        </p>
      ) : null}
    </div>
  );
}
