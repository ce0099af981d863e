/**
 * One command of the operator's CLI, with the store open: what scripts/admin/cli.ts runs once the arguments
 * name a real command. Apart from it, so that help and usage errors answer without loading the service and
 * the embedded store (3 s of CPU for `--help` otherwise).
 */
import { ConfigError, loadSigningConfig, loadStoreConfig, type Env, type SecretRing } from '../../lib/config';
import { openStore, type Store } from '../../lib/service/db/open-store';
import { StoreLockedError } from '../../lib/service/db/store-lock';
import type { Command } from './commands';
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

export interface CommandOptions {
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
  options: CommandOptions,
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

/** Opens the store (and for token:issue loads the signing secret), runs `command` and answers its exit code. */
export async function runCommand(
  command: Command,
  positional: string[],
  options: CommandOptions & { json?: boolean },
  env: Env,
  io: CliIo,
  open: typeof openStore = openStore,
): Promise<number> {
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
    await run(store, command, positional, options, signing?.jwtSecrets ?? null, {
      json: options.json ?? false,
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
