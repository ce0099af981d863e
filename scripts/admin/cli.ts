/**
 * The operator's CLI as a function (scripts/admin.ts is its entry point): parses the arguments, then hands a
 * real command to run-command.ts, which opens the store and runs it; answers an exit code.
 */
import { parseArgs } from 'node:util';
import type { Env } from '../../lib/config';
import type { openStore } from '../../lib/service/db/open-store';
import { isCommand } from './commands';
import type { CliIo } from './output';
import { USAGE } from './usage';

/**
 * Runs one command and answers its exit code: 0 done, 1 refused or failed, 2 bad usage, 3 the store or the
 * configuration is unusable. It reads only `argv` and `env` and writes only to `io`, so the tests run it in
 * their own process instead of starting one per call; they may hand in `open`, to keep one store open
 * across calls (each call opens and closes the store it is given).
 */
export async function runCli(argv: string[], env: Env, io: CliIo, open?: typeof openStore): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        role: { type: 'string' },
        search: { type: 'string' },
        'expires-in': { type: 'string' },
        label: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command, ...positional] = parsed.positionals;
  if (parsed.values.help || !command) {
    io.out(USAGE);
    return parsed.values.help ? 0 : 2;
  }
  // A command that does not exist is refused before the store opens: a typo never waits on it.
  if (!isCommand(command)) {
    io.err(`Unknown command "${command}".\n\n${USAGE}`);
    return 2;
  }
  // The service and the store load only now: help and usage errors answer without them.
  const { runCommand } = await import('./run-command');
  return runCommand(command, positional, parsed.values, env, io, open);
}
