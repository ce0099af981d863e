/**
 * The performance page's table of benchmark figures, made from a run's bench/results/summary.json and nothing
 * else, so that every figure the page quotes is one a committed run printed. `npm run bench:figures` writes it
 * between the markers (then Prettier pads it); a unit test fails when the page's block and the summary
 * disagree, cell by cell.
 */
import type { TargetResult } from './report';

export const SUMMARY_PATH = 'bench/results/summary.json';
/** The page that quotes the figures. */
export const FIGURES_PAGE = 'docs/performance.md';
export const BEGIN_MARKER =
  '<!-- bench-summary: made by `npm run bench:figures` from bench/results/summary.json -->';
export const END_MARKER = '<!-- /bench-summary -->';

export interface RunSummary {
  when: string;
  machine?: { cpus: number; loadAverageAtStart: number[] };
  postgres: string;
  exitCodes: Record<string, number>;
  targets: (TargetResult & { benchmark: string })[];
  minutes: number;
}

/** `|` inside a cell would end it early. */
const cell = (text: string) => text.replaceAll('|', '\\|');

export function summaryTable(summary: RunSummary): string {
  const machine = summary.machine
    ? `, ${summary.machine.cpus} CPUs, load average ${summary.machine.loadAverageAtStart.join(' ')} at the start`
    : '';
  const failed = Object.entries(summary.exitCodes).filter(([, code]) => code !== 0);
  const lines = [
    `Run of ${summary.when.slice(0, 16).replace('T', ' ')} UTC (${summary.minutes} min${machine}; PostgreSQL: ${summary.postgres}).`,
    ...(failed.length ? [`Benchmarks that failed: ${failed.map(([name]) => name).join(', ')}.`] : []),
    '',
    '| benchmark | target | measured | |',
    '| --- | --- | --- | --- |',
    ...summary.targets.map(
      (t) => `| ${t.benchmark} | ${cell(t.target)} | ${cell(t.measured)} | ${t.verdict} |`,
    ),
  ];
  return lines.join('\n');
}

/** The cells of a Markdown table's rows (not the header or its rule), however they are padded. */
export function tableCells(markdown: string): string[][] {
  const rows = markdown.split('\n').filter((line) => line.trim().startsWith('|'));
  return rows.slice(2).map((row) =>
    row
      .trim()
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((c) => c.trim()),
  );
}

/** The page's block between the markers. */
export function summaryBlock(page: string): string {
  const start = page.indexOf(BEGIN_MARKER);
  const end = page.indexOf(END_MARKER);
  if (start < 0 || end < start) throw new Error(`The page has no ${BEGIN_MARKER} … ${END_MARKER} block.`);
  return page.slice(start + BEGIN_MARKER.length, end);
}

/** The page with its block replaced by `table`; throws when the markers are missing. */
export function withSummaryTable(page: string, table: string): string {
  const block = summaryBlock(page);
  const start = page.indexOf(BEGIN_MARKER) + BEGIN_MARKER.length;
  return `${page.slice(0, start)}\n${table}\n${page.slice(start + block.length)}`;
}
