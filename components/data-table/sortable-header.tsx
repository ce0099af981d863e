import type { Column, RowData } from '@tanstack/react-table';
import { cn, focusRing } from '@/components/ui/cn';
import type { ServerTableFeatures } from './features';

/** A header that sorts its column: a real button, with the direction shown and spoken. */
export function SortableHeader<TData extends RowData, TValue>({
  column,
  title,
}: {
  column: Column<ServerTableFeatures, TData, TValue>;
  title: string;
}) {
  const sorted = column.getIsSorted();
  const next = column.getNextSortingOrder();
  const hint = next === 'asc' ? 'sort ascending' : next === 'desc' ? 'sort descending' : 'remove sorting';
  return (
    <button
      type="button"
      onClick={column.getToggleSortingHandler()}
      title={`${title}: ${hint}`}
      className={cn(
        '-mx-1.5 inline-flex items-center gap-1 rounded px-1.5 py-0.5 font-medium hover:text-ink',
        sorted && 'text-ink',
        focusRing,
      )}
    >
      {title}
      <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3" fill="currentColor">
        {sorted !== 'desc' ? <path d="M6 2l3 4H3z" opacity={sorted === 'asc' ? 1 : 0.35} /> : null}
        {sorted !== 'asc' ? <path d="M6 10L3 6h6z" opacity={sorted === 'desc' ? 1 : 0.35} /> : null}
      </svg>
    </button>
  );
}
