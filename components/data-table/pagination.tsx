import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
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

/** One of a table's plural nouns ("customers", "deliveries") for a count of one. */
export function singular(noun: string): string {
  return noun.endsWith('ies') ? `${noun.slice(0, -3)}y` : noun.replace(/s$/, '');
}

/**
 * What the pager says about the rows in view: "26–50 of 300 customers", or only the count when every row
 * is in view ("3 customers", "1 customer": "1–1 of 1 customers" said the same thing twice, wrongly).
 */
export function pagerStatus({
  total,
  pageIndex,
  pageSize,
  noun,
  stale,
}: {
  total: number;
  pageIndex: number;
  pageSize: number;
  noun: string;
  stale: boolean;
}): string {
  // The figures of the rows still on screen would be wrong for the page on its way: say what is happening.
  if (stale) return `Loading page ${pageIndex + 1}…`;
  if (total === 0) return `No ${noun}`;
  const first = pageIndex * pageSize + 1;
  if (first > total) {
    const pages = Math.ceil(total / pageSize);
    return `Nothing on page ${pageIndex + 1}: ${total.toLocaleString('en')} ${noun} fill ${pages.toLocaleString('en')} ${pages === 1 ? 'page' : 'pages'}`;
  }
  const last = Math.min((pageIndex + 1) * pageSize, total);
  if (first === 1 && last === total)
    return `${total.toLocaleString('en')} ${total === 1 ? singular(noun) : noun}`;
  return `${first}–${last} of ${total.toLocaleString('en')} ${noun}`;
}

/**
 * "26–50 of 300", rows per page, and first/previous/next/last: the table's own paging API drives the URL.
 * `pageIndex` is the page asked for; while it loads (`stale`) the pager says so instead of showing the
 * figures of the rows still on screen.
 */
export function DataTablePagination({
  table,
  pageIndex,
  pageSize,
  noun,
  stale = false,
}: {
  table: PagingTable;
  pageIndex: number;
  pageSize: number;
  noun: string;
  stale?: boolean;
}) {
  const total = table.getRowCount();
  const pageCount = Math.max(table.getPageCount(), 1);
  const sizeId = `page-size-${noun.replace(/\W+/g, '-')}`;
  // Nothing to page through: the table's empty state already says so.
  if (total === 0 && pageIndex === 0 && !stale) return null;
  // Everything on the first page at the smallest size: the count says it all; paging controls would be dead.
  const onePage = total <= PAGE_SIZES[0] && pageIndex === 0 && !stale;
  return (
    <nav aria-label={`${noun} pages`} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p aria-live="polite" className="text-muted" data-testid="pager-status">
        {pagerStatus({ total, pageIndex, pageSize, noun, stale })}
      </p>
      {onePage ? null : (
        <PagingControls
          table={table}
          pageIndex={pageIndex}
          pageSize={pageSize}
          pageCount={pageCount}
          sizeId={sizeId}
          stale={stale}
        />
      )}
    </nav>
  );
}

/** Rows per page, where the page is, and first/previous/next/last. */
function PagingControls({
  table,
  pageIndex,
  pageSize,
  pageCount,
  sizeId,
  stale,
}: {
  table: PagingTable;
  pageIndex: number;
  pageSize: number;
  pageCount: number;
  sizeId: string;
  stale: boolean;
}) {
  return (
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
      <PagePosition table={table} pageIndex={pageIndex} pageCount={pageCount} stale={stale} />
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
  );
}

/**
 * "Page 3 of 12"; past the last page (an old link, a shrunk list) there is no "page 99 of 12", but the way
 * back to the last one.
 */
function PagePosition({
  table,
  pageIndex,
  pageCount,
  stale,
}: {
  table: PagingTable;
  pageIndex: number;
  pageCount: number;
  stale: boolean;
}) {
  if (pageIndex >= pageCount && !stale)
    return (
      <Button size="sm" onClick={() => table.setPageIndex(pageCount - 1)}>
        Go to page {pageCount}, the last
      </Button>
    );
  return (
    <span
      className={cn('whitespace-nowrap text-muted', stale && 'invisible')}
      aria-hidden={stale || undefined}
    >
      Page {pageIndex + 1} of {pageCount}
    </span>
  );
}
