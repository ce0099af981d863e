import { Select } from '@/components/ui/field';
import type { CustomersParams } from './customers-params';

/** On phones the header row is gone (rows are cards): sorting is this one select instead. */
const ORDERS = [
  ['', 'Newest first'],
  ['created:asc', 'Oldest first'],
  ['name:asc', 'Name A–Z'],
  ['name:desc', 'Name Z–A'],
  ['email:asc', 'Email A–Z'],
  ['access:asc', 'Access ends soonest'],
  ['access:desc', 'Access ends latest'],
  ['tokens:desc', 'Most active tokens'],
  ['handbooks:desc', 'Most handbooks'],
] as const;

export function CustomersSortSelect({
  params,
  onChange,
}: {
  params: CustomersParams;
  onChange: (sort: string | null, dir: string | null) => void;
}) {
  const current = params.sort ? `${params.sort}:${params.dir}` : '';
  const known = ORDERS.some(([value]) => value === current);
  return (
    <div className="flex items-center gap-2 text-sm sm:hidden">
      <label htmlFor="customer-order" className="text-muted">
        Order
      </label>
      <Select
        id="customer-order"
        className="flex-1"
        value={current}
        onChange={(event) => {
          const [sort, dir] = event.target.value.split(':');
          onChange(sort || null, dir ?? null);
        }}
      >
        {known ? null : <option value={current}>{current.replace(':', ', ')}</option>}
        {ORDERS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
    </div>
  );
}
