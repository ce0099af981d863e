import type { Env } from '@/lib/config';
import { openStore, type Store } from '@/lib/service/db/open-store';
import { runCli } from '@/scripts/admin/cli';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The operator's CLI run in this process, its output joined as a terminal shows it (each line ended by a
 * newline, as console.log ends it): starting a process per call made its tests the suite's slowest.
 * `open`: how the CLI opens the store (by default as `npm run admin` does).
 */
export async function runAdmin(args: string[], env: Env, open?: typeof openStore): Promise<CliResult> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const io = {
    out: (line: string) => stdout.push(`${line}\n`),
    err: (line: string) => stderr.push(`${line}\n`),
  };
  const code = await runCli(args, env, io, open);
  return { code, stdout: stdout.join(''), stderr: stderr.join('') };
}

/**
 * The embedded store of `dataDir`, kept open in this process between CLI calls: opening it costs most of a
 * second, and the CLI's tests make dozens of calls. `release()` closes it, for a test that needs the store
 * free for another process.
 */
export function heldStore(dataDir: string) {
  let held: Store | null = null;
  const store = async () => (held ??= await openStore({ dataDir }));
  const open: typeof openStore = async (location) => {
    if (!('dataDir' in location) || location.dataDir !== dataDir)
      throw new Error(`The CLI asked for ${JSON.stringify(location)}, not the held store of ${dataDir}.`);
    // The CLI closes the store it is given after each command; this one stays open for the next.
    return { ...(await store()), close: async () => {} };
  };
  const release = async () => {
    const open = held;
    held = null;
    await open?.close();
  };
  return { store, open, release };
}
