/** The CLI's help text, printed for --help and after every usage error. */
import { API_KEY_NAME_LENGTH } from '../../lib/contract/limits';
import { API_KEY_ROLES, ApiKeyRole } from '../../lib/contract/staff-roles';
import { PAGE_LIMIT, TOKEN_LABEL_MAX_LENGTH, TOKEN_LIFETIME_SECONDS } from '../../lib/contract/limits';

export const USAGE = `Usage: npm run admin -- <command> [options]

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
