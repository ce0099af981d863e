import { cn } from '@/components/ui/cn';

/**
 * One option of a radio group drawn as a chip. The real radio lies transparent over the whole label: it is
 * what is clicked, focused and announced; the focus ring shows on the chip.
 */
export function ChoiceChip({
  name,
  label,
  checked,
  disabled = false,
  onSelect,
}: {
  name: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
}) {
  return (
    <label
      className={cn(
        'relative inline-flex h-9 cursor-pointer items-center rounded-md border px-3 text-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
        checked
          ? 'border-accent bg-accent/10 font-medium text-accent'
          : 'border-line bg-surface hover:bg-canvas',
        disabled && 'cursor-not-allowed opacity-50 hover:bg-surface',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md opacity-0 disabled:cursor-not-allowed"
      />
      {label}
    </label>
  );
}
