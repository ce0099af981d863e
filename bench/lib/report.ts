import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type Verdict = 'PASS' | 'MISS' | 'SKIP';

export interface TargetResult {
  target: string;
  measured: string;
  verdict: Verdict;
}

export const verdict = (ok: boolean): Verdict => (ok ? 'PASS' : 'MISS');

const RESULTS_DIR = join(process.cwd(), 'bench/results');

/** Writes `bench/results/<name>.json` (git-ignored) and returns its path. */
export function writeResults(name: string, summary: unknown): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, `${name}.json`);
  writeFileSync(path, `${JSON.stringify(summary, null, 2)}\n`);
  return path;
}

/** A plain text table: the first row is the header. */
export function table(rows: readonly (readonly (string | number)[])[]): string {
  const cells = rows.map((row) => row.map(String));
  const widths = cells[0]!.map((_, c) => Math.max(...cells.map((row) => row[c]?.length ?? 0)));
  const line = (row: string[]) =>
    row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join(
    '\n',
  );
}

export function heading(text: string): void {
  console.log(`\n=== ${text} ===`);
}

export function printTargets(targets: readonly TargetResult[]): void {
  if (targets.length === 0) return;
  console.log(
    table([['target', 'measured', 'verdict'], ...targets.map((t) => [t.target, t.measured, t.verdict])]),
  );
}
