import type { Env } from '@/lib/config';
import { runCli } from '@/scripts/admin/cli';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The operator's CLI run in this process, its output joined as a terminal shows it (each line ended by a
 * newline, as console.log ends it): starting a process per call made its tests the suite's slowest.
 */
export async function runAdmin(args: string[], env: Env): Promise<CliResult> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runCli(args, env, {
    out: (line) => stdout.push(`${line}\n`),
    err: (line) => stderr.push(`${line}\n`),
  });
  return { code, stdout: stdout.join(''), stderr: stderr.join('') };
}
