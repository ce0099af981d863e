import { Select } from '@/components/ui/field';
import { customersParsers, type CustomerStatusKey } from './customers-params';

const LABELS: Record<CustomerStatusKey, string> = { active: 'Active', suspended: 'Suspended' };

/** Every customer, or only the active or the suspended ones. */
export function CustomersStatusFilter({
  value,
  onChange,
}: {
  value: CustomerStatusKey | null;
  onChange: (status: CustomerStatusKey | null) => void;
}) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor="customer-status" className="text-muted">
        Status
      </label>
      <Select
        id="customer-status"
        className="flex-1 sm:flex-none"
        value={value ?? ''}
        // The URL's parser reads the option back: "" (all) and anything unknown are null.
        onChange={(event) => onChange(customersParsers.status.parse(event.target.value))}
      >
        <option value="">All</option>
        {Object.entries(LABELS).map(([status, label]) => (
          <option key={status} value={status}>
            {label}
          </option>
        ))}
      </Select>
    </div>
  );
}
