import { Select } from '@/components/ui/field';

export interface FilterSelectProps {
  id: string;
  label: string;
  /** The option that filters nothing out ("All"); its value is "". */
  allLabel: string;
  /** The URL's value; null for every row. */
  value: string | null;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The option picked, "" for every row: the view reads it back with its URL parser. */
  onChange: (value: string) => void;
}

/**
 * A toolbar filter's label: on a phone, where the filters stack, each as wide as the widest ("Renewed"), so
 * that their fields start at one edge instead of a ragged one.
 */
export const FILTER_LABEL_CLASS = 'text-muted max-sm:w-16 max-sm:shrink-0';

/**
 * One of a table's filters: every row, or those of one kind. It may be narrower than its longest option (a
 * colleague's long name, "Webhook endpoint disabled by the service"): on a phone rather than push the page
 * wider than the screen, and at 1280 px so that a toolbar's filters share the search's row.
 */
export function FilterSelect({ id, label, allLabel, value, options, onChange }: FilterSelectProps) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className={FILTER_LABEL_CLASS}>
        {label}
      </label>
      <Select
        id={id}
        className="min-w-0 flex-1 sm:max-w-44 sm:flex-none"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
