/**
 * The README's table of benchmark figures, made from a run's bench/results/summary.json and nothing else, so
 * that every figure the README quotes is one a committed run printed. `npm run bench:readme` writes it
 * between the markers (then Prettier pads it); a unit test fails when the README's block and the summary
 * disagree, cell by cell.
 */
import type { TargetResult } from './report';

export const SUMMARY_PATH = 'bench/results/summary.json';
export const BEGIN_MARKER =
  '<!-- bench-summary: made by `npm run bench:readme` from bench/results/summary.json -->';
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

/** The README's block between the markers. */
export function summaryBlock(readme: string): string {
  const start = readme.indexOf(BEGIN_MARKER);
  const end = readme.indexOf(END_MARKER);
  if (start < 0 || end < start) throw new Error(`The README has no ${BEGIN_MARKER} … ${END_MARKER} block.`);
  return readme.slice(start + BEGIN_MARKER.length, end);
}

/** The README with its block replaced by `table`; throws when the markers are missing. */
export function withSummaryTable(readme: string, table: string): string {
  const block = summaryBlock(readme);
  const start = readme.indexOf(BEGIN_MARKER) + BEGIN_MARKER.length;
  return `${readme.slice(0, start)}\n${table}\n${readme.slice(start + block.length)}`;
}
