'use client';

import type { ReactTable, RowData } from '@tanstack/react-table';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn, focusRing } from '@/components/ui/cn';
import type { ServerTableFeatures } from './features';

/**
 * Renders any of the app's tables: semantic markup, sort state announced on the header cells, an empty
 * row, and a scroll container that keyboard users can scroll too (it takes focus). Below the `sm`
 * breakpoint each row becomes a card, every cell labelled by its column's `meta.label`; explicit roles
 * keep the table's semantics when its display changes.
 * `stale` dims the rows while the next page or sort is on its way. When `pageKey` (the shown page) changes
 * while the table's top is scrolled out of view, as after "Next page" at the bottom, the table comes back
 * into view at its first row.
 */
export function DataTable<TData extends RowData>({
  table,
  label,
  empty,
  stale = false,
  pageKey,
}: {
  table: ReactTable<ServerTableFeatures, TData>;
  label: string;
  empty: ReactNode;
  stale?: boolean;
  pageKey?: string | number;
}) {
  const region = useScrollIntoViewOnChange(pageKey);
  return (
    <div
      ref={region}
      role="region"
      aria-label={label}
      tabIndex={0}
      // `relative`: screen-reader-only text inside positions against this box, not the page.
      className={cn('relative overflow-x-auto rounded-lg border border-line bg-surface', focusRing)}
    >
      <table
        role="table"
        className="w-full border-collapse text-left text-sm max-sm:block sm:min-w-[44rem]"
        aria-busy={stale || undefined}
      >
        <DataTableHead table={table} />
        <DataTableBody table={table} empty={empty} stale={stale} />
      </table>
    </div>
  );
}

/** The header cells, each announcing its column's sort. Hidden on a phone, where every cell has its label. */
function DataTableHead<TData extends RowData>({ table }: { table: ReactTable<ServerTableFeatures, TData> }) {
  return (
    <thead role="rowgroup" className="border-b border-line text-xs text-muted max-sm:hidden">
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id} role="row">
          {group.headers.map((header) => {
            const sorted = header.column.getCanSort() ? header.column.getIsSorted() : false;
            return (
              <th
                key={header.id}
                role="columnheader"
                scope="col"
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                className={cn(
                  'px-3 py-2 font-medium whitespace-nowrap',
                  header.column.columnDef.meta?.className,
                )}
              >
                {header.isPlaceholder ? null : <table.FlexRender header={header} />}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}

/** The rows (cards on a phone, each cell labelled by its column), or one row holding `empty`. */
function DataTableBody<TData extends RowData>({
  table,
  empty,
  stale,
}: {
  table: ReactTable<ServerTableFeatures, TData>;
  empty: ReactNode;
  stale: boolean;
}) {
  const rows = table.getRowModel().rows;
  const columnCount = table.getAllLeafColumns().length;
  return (
    <tbody role="rowgroup" className={cn('transition-opacity max-sm:block', stale && 'opacity-60')}>
      {rows.length === 0 ? (
        <tr role="row" className="max-sm:block">
          <td role="cell" colSpan={columnCount} className="max-sm:block">
            {empty}
          </td>
        </tr>
      ) : (
        rows.map((row) => (
          <tr
            key={row.id}
            role="row"
            data-selected={row.getIsSelected() || undefined}
            className="border-b border-line last:border-b-0 hover:bg-canvas data-selected:bg-accent/5 max-sm:relative max-sm:block max-sm:py-2"
          >
            {row.getAllCells().map((cell) => {
              const meta = cell.column.columnDef.meta;
              return (
                <td
                  key={cell.id}
                  role="cell"
                  data-label={meta?.label}
                  className={cn(
                    // A long unbroken word (an id, a URL, a name without spaces) wraps rather than widening
                    // its column or running out of a phone's card.
                    'px-3 py-2.5 align-middle wrap-anywhere max-sm:block max-sm:py-1.5 max-sm:text-left',
                    meta?.label
                      ? 'max-sm:grid max-sm:grid-cols-[7.5rem_minmax(0,1fr)] max-sm:items-start max-sm:justify-items-start max-sm:gap-3 max-sm:before:pt-0.5 max-sm:before:text-xs max-sm:before:text-muted max-sm:before:content-[attr(data-label)]'
                      : 'max-sm:text-base',
                    // After the card's grid: cn lets the later display class win.
                    meta?.onPhone === false && 'max-sm:hidden',
                    meta?.className,
                  )}
                >
                  <table.FlexRender cell={cell} />
                </td>
              );
            })}
          </tr>
        ))
      )}
    </tbody>
  );
}

function useScrollIntoViewOnChange(key: string | number | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    const element = ref.current;
    if (element && element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: 'start' });
  }, [key]);
  return ref;
}
