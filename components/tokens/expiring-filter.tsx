import { Select } from '@/components/ui/field';
import { EXPIRING_WITHIN, type ExpiringWithin } from './tokens-params';

/** "Expiring within 7 / 14 / 30 days": only active tokens can, so the filter narrows to them. */
export function ExpiringFilter({
  value,
  onChange,
}: {
  value: ExpiringWithin | null;
  onChange: (days: ExpiringWithin | null) => void;
}) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor="expiring-within" className="whitespace-nowrap text-muted">
        Expiring
      </label>
      <Select
        id="expiring-within"
        value={value === null ? '' : String(value)}
        onChange={(event) =>
          onChange(EXPIRING_WITHIN.find((days) => String(days) === event.target.value) ?? null)
        }
      >
        <option value="">any time</option>
        {EXPIRING_WITHIN.map((days) => (
          <option key={days} value={days}>
            within {days} days
          </option>
        ))}
      </Select>
    </div>
  );
}
