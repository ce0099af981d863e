import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BEGIN_MARKER,
  FIGURES_PAGE,
  END_MARKER,
  SUMMARY_PATH,
  summaryBlock,
  summaryTable,
  tableCells,
  withSummaryTable,
  type RunSummary,
} from '@/bench/lib/summary-table';

const page = readFileSync(FIGURES_PAGE, 'utf8');

describe("the performance page's benchmark figures", () => {
  it('are those of the committed bench/results/summary.json, every target of it', () => {
    const summary = JSON.parse(readFileSync(SUMMARY_PATH, 'utf8')) as RunSummary;
    expect(summary.targets.length).toBeGreaterThan(0);
    const block = summaryBlock(page);
    const expected = summaryTable(summary);
    expect(block.trim().split('\n')[0]).toBe(expected.split('\n')[0]);
    expect(tableCells(block)).toEqual(tableCells(expected));
  });

  it('are rewritten in place, the rest of the page untouched', () => {
    const before = `intro\n${BEGIN_MARKER}\nold figures\n${END_MARKER}\nafter`;
    expect(withSummaryTable(before, 'new figures')).toBe(
      `intro\n${BEGIN_MARKER}\nnew figures\n${END_MARKER}\nafter`,
    );
    expect(() => withSummaryTable('no block here', 'x')).toThrow('no');
  });

  it('compare cells, not padding', () => {
    const padded = '| a | b |\n| --- | --- |\n| 1    | two   |\n';
    expect(tableCells(padded)).toEqual([['1', 'two']]);
  });
});
