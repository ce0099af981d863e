import { PAGE_LIMIT } from '@/lib/contract/limits';

/** The API's largest page: the fewest requests. */
const PAGE = PAGE_LIMIT.max;

/**
 * Every row of a list view, page by page, for an export. Rows added meanwhile push older ones to later
 * pages: a row seen twice (by `keyOf`) is kept once. Stops at a short page or at the view's total.
 */
export async function fetchEveryPage<TRow>(
  fetchPage: (page: { offset: number; limit: number }) => Promise<{ rows: readonly TRow[]; total: number }>,
  keyOf: (row: TRow) => string,
  onProgress: (count: number) => void,
): Promise<TRow[]> {
  const rows = new Map<string, TRow>();
  for (let offset = 0; ; offset += PAGE) {
    const page = await fetchPage({ offset, limit: PAGE });
    for (const row of page.rows) rows.set(keyOf(row), row);
    onProgress(rows.size);
    if (page.rows.length < PAGE || offset + PAGE >= page.total) break;
  }
  return [...rows.values()];
}
