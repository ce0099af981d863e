/** How the operator's CLI answers: text for people, JSON (`--json`) for programs, plain refusals. */

/** Bad usage or an unknown id: the message, then the usage text; exit code 2. */
export class UsageError extends Error {}

/** A well-formed request that a rule refuses (a suspended customer): the message alone; exit code 1. */
export class RefusedError extends Error {}

/** Where the CLI writes, a line at a time: the terminal in `npm run admin`, buffers in the tests. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

export type Output = { json: boolean; io: CliIo };

export function printResult(out: Output, value: unknown, text: string): void {
  out.io.out(out.json ? JSON.stringify(value, null, 2) : text);
}

export const table = (rows: string[][]) => {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows
    .map((r) =>
      r
        .map((cell, c) => cell.padEnd(widths[c]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
};

export const when = (date: Date | null) => (date ? date.toISOString() : '-');
