import { describe, expect, it } from 'vitest';
import { fetchEveryPage } from '@/components/data-table/fetch-every-page';
import { PAGE_LIMIT } from '@/lib/contract/limits';

const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => `r${from + i}`);

describe('fetchEveryPage', () => {
  it('asks page after page of the largest size until the total, reporting the rows so far', async () => {
    const total = PAGE_LIMIT.max * 2 + 5;
    const asked: { offset: number; limit: number }[] = [];
    const progress: number[] = [];
    const rows = await fetchEveryPage(
      async (page) => {
        asked.push(page);
        return { rows: ids(page.offset, Math.min(page.limit, total - page.offset)), total };
      },
      (row) => row,
      (count) => progress.push(count),
    );
    expect(rows).toEqual(ids(0, total));
    expect(asked.map((page) => page.offset)).toEqual([0, PAGE_LIMIT.max, PAGE_LIMIT.max * 2]);
    expect(asked.every((page) => page.limit === PAGE_LIMIT.max)).toBe(true);
    expect(progress).toEqual([PAGE_LIMIT.max, PAGE_LIMIT.max * 2, total]);
  });

  it('keeps once a row pushed onto the next page by one added meanwhile', async () => {
    const pages = [
      { rows: ids(0, PAGE_LIMIT.max), total: PAGE_LIMIT.max + 1 },
      // A new row at the top moved the first page's last row here.
      { rows: [`r${PAGE_LIMIT.max - 1}`, `r${PAGE_LIMIT.max}`], total: PAGE_LIMIT.max + 2 },
    ];
    const rows = await fetchEveryPage(
      async ({ offset }) => pages[offset / PAGE_LIMIT.max] ?? { rows: [], total: 0 },
      (row) => row,
      () => undefined,
    );
    expect(rows).toEqual(ids(0, PAGE_LIMIT.max + 1));
  });

  it('stops at a short page even when the total says more (rows deleted meanwhile)', async () => {
    let calls = 0;
    const rows = await fetchEveryPage(
      async () => {
        calls += 1;
        return { rows: ids(0, 3), total: 500 };
      },
      (row) => row,
      () => undefined,
    );
    expect(rows).toHaveLength(3);
    expect(calls).toBe(1);
  });
});
