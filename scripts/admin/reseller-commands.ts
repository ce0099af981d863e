/**
 * The operator's commands for resellers and their API keys. Each change is recorded in the activity trail
 * with it (operator-change.ts); a key is printed once, when it is issued.
 */
import { isPlainTextLine, PLAIN_LINE_RULE } from '../../lib/contract/free-text';
import { API_KEY_NAME_LENGTH } from '../../lib/contract/limits';
import { API_KEY_ROLES, ApiKeyRole, isApiKeyRole } from '../../lib/contract/staff-roles';
import type { Database } from '../../lib/service/db/open-store';
import { ActivitySubjectType } from '../../lib/service/generated/reseller-types';
import {
  createReseller,
  findReseller,
  issueApiKey,
  listApiKeys,
  listResellers,
  revokeApiKey,
  type ApiKeyHolder,
} from '../../lib/service/resellers/reseller-store';
import { operatorChange } from './operator-change';
import { printResult, table, UsageError, when, type Output } from './output';

async function requireReseller(db: Database, resellerId: string): Promise<void> {
  if (!(await findReseller(db, resellerId))) throw new UsageError(`No reseller with id ${resellerId}.`);
}

export async function createResellerCommand(
  db: Database,
  name: string | undefined,
  out: Output,
  now: Date,
): Promise<void> {
  const trimmed = name?.trim();
  if (!trimmed) throw new UsageError('reseller:create needs --name NAME.');
  if (!isPlainTextLine(trimmed)) throw new UsageError(`--name ${PLAIN_LINE_RULE}.`);
  const reseller = await operatorChange(
    db,
    now,
    (tx) => createReseller(tx, trimmed, now),
    (created) => ({
      resellerId: created.id,
      action: 'reseller.created',
      subjectType: ActivitySubjectType.Reseller,
      subjectId: created.id,
    }),
  );
  printResult(
    out,
    reseller,
    `Created reseller ${reseller.id} (${reseller.name}).\nIssue its first key: npm run admin -- key:issue ${reseller.id} --name "Primary key"`,
  );
}

export async function listResellersCommand(db: Database, out: Output): Promise<void> {
  const rows = await listResellers(db);
  printResult(
    out,
    rows,
    rows.length === 0
      ? 'No resellers yet.'
      : table([
          ['ID', 'NAME', 'ACTIVE KEYS', 'CREATED'],
          ...rows.map((r) => [r.id, r.name, String(r.activeKeys), when(r.createdAt)]),
        ]),
  );
}

/** Who holds a key and what it may do, from `--name` and `--role` (ADMIN when left out); refused plainly. */
export function keyHolderOf(name: string | undefined, role: string | undefined): ApiKeyHolder {
  const trimmed = name?.trim();
  if (!trimmed) throw new UsageError('key:issue needs --name NAME: who or what will hold the key.');
  if (trimmed.length > API_KEY_NAME_LENGTH.max)
    throw new UsageError(`--name must be at most ${API_KEY_NAME_LENGTH.max} characters.`);
  if (!isPlainTextLine(trimmed)) throw new UsageError(`--name ${PLAIN_LINE_RULE}.`);
  const chosen = role ?? ApiKeyRole.Admin;
  if (!isApiKeyRole(chosen))
    throw new UsageError(`--role must be one of ${API_KEY_ROLES.join(', ')}; "${chosen}" is not.`);
  return { name: trimmed, role: chosen };
}

export async function issueKeyCommand(
  db: Database,
  resellerId: string,
  holder: ApiKeyHolder,
  out: Output,
  now: Date,
): Promise<void> {
  await requireReseller(db, resellerId);
  const issued = await operatorChange(
    db,
    now,
    (tx) => issueApiKey(tx, resellerId, holder, now),
    (key) => ({
      resellerId,
      action: 'key.issued',
      subjectType: ActivitySubjectType.ApiKey,
      subjectId: key.id,
      details: { keyHint: key.hint, role: key.role },
    }),
  );
  printResult(
    out,
    issued,
    `Issued key ${issued.id} (${issued.role}) to ${issued.name} for reseller ${resellerId}.\n\n  ${issued.key}\n\nThis is the only time the key is shown: hand it over securely now.`,
  );
}

export async function listKeysCommand(db: Database, resellerId: string, out: Output): Promise<void> {
  await requireReseller(db, resellerId);
  const keys = await listApiKeys(db, resellerId);
  printResult(
    out,
    keys,
    keys.length === 0
      ? 'This reseller has no keys.'
      : table([
          ['KEY ID', 'NAME', 'ROLE', 'HINT', 'CREATED', 'LAST USED', 'REVOKED'],
          ...keys.map((k) => [
            k.id,
            k.name,
            k.role,
            k.hint,
            when(k.createdAt),
            when(k.lastUsedAt),
            when(k.revokedAt),
          ]),
        ]),
  );
}

export async function revokeKeyCommand(db: Database, keyId: string, out: Output, now: Date): Promise<void> {
  const key = await operatorChange(
    db,
    now,
    (tx) => revokeApiKey(tx, keyId, now),
    (revoked) =>
      revoked?.revokedNow
        ? {
            resellerId: revoked.resellerId,
            action: 'key.revoked',
            subjectType: ActivitySubjectType.ApiKey,
            subjectId: revoked.id,
            details: { keyHint: revoked.hint },
          }
        : null,
  );
  if (!key) throw new UsageError(`No key with id ${keyId}.`);
  const { revokedNow: _revokedNow, ...summary } = key;
  printResult(out, summary, `Key ${key.id} (${key.hint}) is revoked since ${when(key.revokedAt)}.`);
}
