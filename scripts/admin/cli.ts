/**
 * The operator's CLI as a function (scripts/admin.ts is its entry point): parses the arguments, opens the
 * store, runs one command and answers an exit code.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadSigningConfig, loadStoreConfig, type Env, type SecretRing } from '../../lib/config';
import { openStore, type Store } from '../../lib/service/db/open-store';
import { StoreLockedError } from '../../lib/service/db/store-lock';
import { issueTokenCommand, listCustomersCommand, revokeTokenCommand } from './customer-commands';
import { RefusedError, UsageError, type CliIo, type Output } from './output';
import {
  createResellerCommand,
  issueKeyCommand,
  keyHolderOf,
  listKeysCommand,
  listResellersCommand,
  revokeKeyCommand,
} from './reseller-commands';
import { USAGE } from './usage';

const COMMANDS = [
  'reseller:create',
  'reseller:list',
  'key:issue',
  'key:list',
  'key:revoke',
  'customer:list',
  'token:issue',
  'token:revoke',
] as const;
type Command = (typeof COMMANDS)[number];

const isCommand = (name: string): name is Command => (COMMANDS as readonly string[]).includes(name);

interface Options {
  name?: string;
  role?: string;
  search?: string;
  'expires-in'?: string;
  label?: string;
}

async function run(
  store: Store,
  command: Command,
  positional: string[],
  options: Options,
  jwtSecrets: SecretRing | null,
  out: Output,
) {
  const now = new Date();
  const arg = (what: string) => {
    const value = positional[0];
    if (!value) throw new UsageError(`${command} needs ${what}.`);
    return value;
  };
  switch (command) {
    case 'reseller:create':
      return createResellerCommand(store.db, options.name, out, now);
    case 'reseller:list':
      return listResellersCommand(store.db, out);
    case 'key:issue':
      return issueKeyCommand(
        store.db,
        arg('a RESELLER_ID'),
        keyHolderOf(options.name, options.role),
        out,
        now,
      );
    case 'key:list':
      return listKeysCommand(store.db, arg('a RESELLER_ID'), out);
    case 'key:revoke':
      return revokeKeyCommand(store.db, arg('a KEY_ID'), out, now);
    case 'customer:list':
      return listCustomersCommand(store.db, arg('a RESELLER_ID'), options.search, out, now);
    case 'token:issue':
      return issueTokenCommand(
        store.db,
        jwtSecrets!,
        arg('a USER_ID'),
        { expiresIn: options['expires-in'], label: options.label },
        out,
        now,
      );
    case 'token:revoke':
      return revokeTokenCommand(store.db, arg('a TOKEN_ID'), out, now);
  }
}

/**
 * Runs one command and answers its exit code: 0 done, 1 refused or failed, 2 bad usage, 3 the store or the
 * configuration is unusable. It reads only `argv` and `env` and writes only to `io`, so the tests run it in
 * their own process instead of starting one per call; they may hand in `open`, to keep one store open
 * across calls (each call opens and closes the store it is given).
 */
export async function runCli(
  argv: string[],
  env: Env,
  io: CliIo,
  open: typeof openStore = openStore,
): Promise<number> {
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
  let store: Store | undefined;
  try {
    // Only where the store is, and for token:issue the secret that signs customer tokens: the CLI needs
    // none of the server's other secrets.
    const signing = command === 'token:issue' ? loadSigningConfig(env) : null;
    const config = signing ?? loadStoreConfig(env);
    store = await open(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
      {
        poolSize: 1,
      },
    );
    await run(store, command, positional, parsed.values, signing?.jwtSecrets ?? null, {
      json: parsed.values.json ?? false,
      io,
    });
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof RefusedError) {
      io.err(error.message);
      return 1;
    }
    if (error instanceof StoreLockedError || error instanceof ConfigError) {
      io.err(error.message);
      return 3;
    }
    io.err(`The command failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await store?.close();
  }
}
