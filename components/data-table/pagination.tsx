import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/field';
import { PAGE_SIZES } from './table-params';

interface PagingTable {
  getPageCount: () => number;
  getRowCount: () => number;
  getCanPreviousPage: () => boolean;
  getCanNextPage: () => boolean;
  previousPage: () => void;
  nextPage: () => void;
  setPageIndex: (index: number) => void;
  setPageSize: (size: number) => void;
}

/** "26–50 of 300", rows per page, and first/previous/next/last: the table's own paging API drives the URL. */
export function DataTablePagination({
  table,
  pageIndex,
  pageSize,
  noun,
}: {
  table: PagingTable;
  pageIndex: number;
  pageSize: number;
  noun: string;
}) {
  const total = table.getRowCount();
  const pageCount = Math.max(table.getPageCount(), 1);
  const first = total === 0 ? 0 : Math.min(pageIndex * pageSize + 1, total);
  const last = Math.min((pageIndex + 1) * pageSize, total);
  const sizeId = `page-size-${noun.replace(/\W+/g, '-')}`;
  // Nothing to page through: the table's empty state already says so.
  if (total === 0 && pageIndex === 0) return null;
  return (
    <nav aria-label={`${noun} pages`} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p aria-live="polite" className="text-muted">
        {total === 0 ? `No ${noun}` : `${first}–${last} of ${total.toLocaleString('en')} ${noun}`}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId} className="whitespace-nowrap text-muted">
            Rows per page
          </label>
          <Select
            id={sizeId}
            className="h-8"
            value={pageSize}
            onChange={(event) => table.setPageSize(Number(event.target.value))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </div>
        <span className="whitespace-nowrap text-muted">
          Page {Math.min(pageIndex + 1, pageCount)} of {pageCount}
        </span>
        <div className="flex gap-1">
          <Button
            size="sm"
            aria-label="First page"
            disabled={!table.getCanPreviousPage()}
            onClick={() => table.setPageIndex(0)}
          >
            «
          </Button>
          {/* Named by their words (plus "page" for screen readers), so voice control can say what it sees. */}
          <Button size="sm" disabled={!table.getCanPreviousPage()} onClick={table.previousPage}>
            <span aria-hidden="true">‹</span> Previous<span className="sr-only"> page</span>
          </Button>
          <Button size="sm" disabled={!table.getCanNextPage()} onClick={table.nextPage}>
            Next<span className="sr-only"> page</span> <span aria-hidden="true">›</span>
          </Button>
          <Button
            size="sm"
            aria-label="Last page"
            disabled={!table.getCanNextPage()}
            onClick={() => table.setPageIndex(pageCount - 1)}
          >
            »
          </Button>
        </div>
      </div>
    </nav>
  );
}
