/**
 * The operator's command line ("support" in the interface document): creates resellers and issues and
 * revokes their API keys; lists a reseller's customers and issues and revokes a customer's token. Run as
 * `npm run admin -- <command>`; `--json` prints machine-readable output.
 */
import { parseArgs } from 'node:util';
import { API_KEY_NAME_LENGTH, API_KEY_ROLES, ApiKeyRole } from '../lib/contract/staff-roles';
import { PAGE_LIMIT, TOKEN_LABEL_MAX_LENGTH, TOKEN_LIFETIME_SECONDS } from '../lib/contract/limits';
import { ConfigError, loadSigningConfig, loadStoreConfig, type SecretRing } from '../lib/config';
import { openStore, type Store } from '../lib/service/db/open-store';
import { StoreLockedError } from '../lib/service/db/store-lock';
import { issueTokenCommand, listCustomersCommand, revokeTokenCommand } from './admin/customer-commands';
import { RefusedError, UsageError, type Output } from './admin/output';
import {
  createResellerCommand,
  issueKeyCommand,
  keyHolderOf,
  listKeysCommand,
  listResellersCommand,
  revokeKeyCommand,
} from './admin/reseller-commands';

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  reseller:create --name NAME   create a reseller and print its id
  reseller:list                 list resellers with their number of active keys
  key:issue RESELLER_ID         issue a new API key (printed once: store it now)
      --name NAME               who or what holds it (1 to ${API_KEY_NAME_LENGTH.max} characters)
      [--role ROLE]             ${API_KEY_ROLES.join(', ')} (default ${ApiKeyRole.Admin}): what it may change
  key:list RESELLER_ID          list a reseller's keys: name, role, hint, creation, last use, revocation
  key:revoke KEY_ID             revoke a key: it stops working at once
  customer:list RESELLER_ID     list a reseller's customers, newest first (${PAGE_LIMIT.max} at most)
      [--search TEXT]           only those whose name or email contains TEXT, or whose userId is TEXT
  token:issue USER_ID           issue a customer token (printed once: store it now); refused while the
      [--expires-in SECONDS]    customer is suspended; lifetime ${TOKEN_LIFETIME_SECONDS.min} to ${TOKEN_LIFETIME_SECONDS.max} seconds (default 30 days)
      [--label TEXT]            what the token is for, at most ${TOKEN_LABEL_MAX_LENGTH} characters
  token:revoke TOKEN_ID         revoke a customer token: it stops working at once

Options:
  --json                        print JSON instead of text
  -h, --help                    show this help

The embedded store (no DATABASE_URL) can be used only while the server is stopped.
token:issue signs with HANDBOOK_JWT_SECRET, which must be the server's (required in production).
Roles: ADMIN may do everything; SUPPORT looks after customers, tokens and handbooks but does not delete
customers or change webhooks; READ_ONLY reads. To change a key's role, issue a new key and revoke the old.
To rotate a key without downtime: key:issue, switch the client to the new key, then key:revoke the old one.`;

interface Options {
  name?: string;
  role?: string;
  search?: string;
  'expires-in'?: string;
  label?: string;
}

async function run(
  store: Store,
  command: string,
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
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
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
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command, ...positional] = parsed.positionals;
  if (parsed.values.help || !command) {
    console.log(USAGE);
    return parsed.values.help ? 0 : 2;
  }
  let store: Store | undefined;
  try {
    // Only where the store is, and for token:issue the secret that signs customer tokens: the CLI needs
    // none of the server's other secrets.
    const signing = command === 'token:issue' ? loadSigningConfig() : null;
    const config = signing ?? loadStoreConfig();
    store = await openStore(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
      {
        poolSize: 1,
      },
    );
    await run(store, command, positional, parsed.values, signing?.jwtSecrets ?? null, {
      json: parsed.values.json ?? false,
    });
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof RefusedError) {
      console.error(error.message);
      return 1;
    }
    if (error instanceof StoreLockedError || error instanceof ConfigError) {
      console.error(error.message);
      return 3;
    }
    console.error(`The command failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await store?.close();
  }
}

process.exitCode = await main();
