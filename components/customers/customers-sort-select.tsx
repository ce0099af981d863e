import { FILTER_LABEL_CLASS } from '@/components/data-table/filter-select';
import { Select } from '@/components/ui/field';
import { sortDirection, type CustomersParams, type CustomerSortKey, type SortDir } from './customers-params';

interface Order {
  sort: CustomerSortKey | null;
  dir: SortDir | null;
}

/** On phones the header row is gone (rows are cards): sorting is this one select instead. */
const ORDERS: ReadonlyArray<Order & { label: string }> = [
  { sort: null, dir: null, label: 'Newest first' },
  { sort: 'created', dir: 'asc', label: 'Oldest first' },
  { sort: 'name', dir: 'asc', label: 'Name A–Z' },
  { sort: 'name', dir: 'desc', label: 'Name Z–A' },
  { sort: 'email', dir: 'asc', label: 'Email A–Z' },
  { sort: 'access', dir: 'asc', label: 'Access ends soonest' },
  { sort: 'access', dir: 'desc', label: 'Access ends latest' },
  { sort: 'tokens', dir: 'desc', label: 'Most active tokens' },
  { sort: 'handbooks', dir: 'desc', label: 'Most handbooks' },
];

const orderValue = ({ sort, dir }: Order) => (sort ? `${sort}:${sortDirection({ sort, dir })}` : '');

export function CustomersSortSelect({
  params,
  onChange,
}: {
  params: CustomersParams;
  onChange: (order: Order) => void;
}) {
  const current = orderValue(params);
  const known = ORDERS.some((order) => orderValue(order) === current);
  return (
    <div className="flex items-center gap-2 text-sm sm:hidden">
      <label htmlFor="customer-order" className={FILTER_LABEL_CLASS}>
        Order
      </label>
      <Select
        id="customer-order"
        className="flex-1"
        value={current}
        onChange={(event) => {
          const order = ORDERS.find((candidate) => orderValue(candidate) === event.target.value);
          if (order) onChange({ sort: order.sort, dir: order.dir });
        }}
      >
        {known ? null : <option value={current}>{current.replace(':', ', ')}</option>}
        {ORDERS.map((order) => (
          <option key={orderValue(order)} value={orderValue(order)}>
            {order.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
