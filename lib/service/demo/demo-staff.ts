import 'server-only';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { ApiKeyRole } from '../../contract/staff-roles';
import { insertActivityEvents } from '../activity/activity-store';
import { apiKeyHint } from '../resellers/api-keys';
import type { Change } from '../activity/change';
import type { Database } from '../db/open-store';
import { apiKeys, customers, customerTokens, handbooks } from '../db/schema';
import { ActivityActorKind, ActivitySubjectType } from '../generated/reseller-types';
import { issueApiKey } from '../resellers/reseller-store';

/** A demo reseller's staff member and the key they hold (kept in the data folder, never in the repository). */
export interface DemoKey {
  name: string;
  role: ApiKeyRole;
  key: string;
  keyId: string | null;
}

/** Three people, one per role, each with a key of their own; the admin's file is the one README names. */
export const DEMO_STAFF = [
  { name: 'Alex Morgan', role: ApiKeyRole.Admin, file: 'demo-key.txt' },
  { name: 'Sam Lee', role: ApiKeyRole.Support, file: 'demo-key-support.txt' },
  { name: 'Riley Chen', role: ApiKeyRole.ReadOnly, file: 'demo-key-read-only.txt' },
] as const;

function readKeyFile(path: string): string | null {
  try {
    return readFileSync(path, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/**
 * Each staff member's key: the one on file, or a new one when the file is missing (a fresh demo, or a file
 * deleted to start over). `keyId` is set for the keys issued now.
 */
export async function ensureDemoStaffKeys(
  db: Database,
  resellerId: string,
  dataDir: string,
  now: Date,
): Promise<DemoKey[]> {
  const keys: DemoKey[] = [];
  for (const { name, role, file } of DEMO_STAFF) {
    // The file name comes from DEMO_STAFF, not from outside: telling Turbopack so keeps it from tracing the
    // whole project into the build for a path it cannot resolve.
    const path = join(/* turbopackIgnore: true */ dataDir, file);
    const known = readKeyFile(path);
    if (known) {
      keys.push({ name, role, key: known, keyId: null });
      continue;
    }
    const issued = await issueApiKey(db, resellerId, { name, role }, now);
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, `${issued.key}\n`, { mode: 0o600 });
    keys.push({ name, role, key: issued.key, keyId: issued.id });
  }
  return keys;
}

const HISTORY_CUSTOMERS = 12;

/**
 * The latest customers' trail as the staff made it (the seed writes rows, not changes): the support agent
 * created them, issued their tokens and generated their handbooks; the admin revoked tokens. The read-only
 * viewer changes nothing. So the activity page and the overview's latest activity have people in them.
 */
export async function recordDemoHistory(db: Database, resellerId: string, staff: DemoKey[]): Promise<void> {
  const by = (role: ApiKeyRole) => {
    const member = staff.find((s) => s.role === role && s.keyId !== null);
    if (!member?.keyId) return null;
    const actor = {
      kind: ActivityActorKind.ApiKey,
      keyId: member.keyId,
      keyHint: apiKeyHint(member.key),
      keyName: member.name,
      role,
    };
    return { actor, clientAddress: '203.0.113.24' };
  };
  const support = by(ApiKeyRole.Support);
  const admin = by(ApiKeyRole.Admin);
  if (!support || !admin) return;
  const latest = await db
    .select({ id: customers.id, createdAt: customers.createdAt })
    .from(customers)
    .where(eq(customers.resellerId, resellerId))
    .orderBy(desc(customers.createdAt))
    .limit(HISTORY_CUSTOMERS);
  const changes: Change[] = [];
  for (const customer of latest) {
    const base = { resellerId, customerId: customer.id };
    changes.push({
      ...base,
      action: 'customer.created',
      subjectType: ActivitySubjectType.Customer,
      subjectId: customer.id,
      origin: support,
      occurredAt: customer.createdAt,
    });
    changes.push(...(await tokenChanges(db, base, support, admin)));
    changes.push(...(await handbookChanges(db, base, support)));
  }
  await insertActivityEvents(db, changes);
  await backdateStaffKeys(db, staff, changes);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The keys as the history has them: issued a day before the first change anyone made, and last used at
 * their holder's latest change (the read-only viewer's, never), so the team page and the trail agree.
 */
async function backdateStaffKeys(db: Database, staff: DemoKey[], changes: Change[]): Promise<void> {
  const times = changes.map((change) => change.occurredAt.getTime());
  if (times.length === 0) return;
  const issuedAt = new Date(Math.min(...times) - DAY_MS);
  for (const { keyId } of staff) {
    if (!keyId) continue;
    const own = changes
      .filter(
        (change) =>
          change.origin.actor.kind === ActivityActorKind.ApiKey && change.origin.actor.keyId === keyId,
      )
      .map((change) => change.occurredAt.getTime());
    const lastUsedAt = own.length ? new Date(Math.max(...own)) : null;
    await db.update(apiKeys).set({ createdAt: issuedAt, lastUsedAt }).where(eq(apiKeys.id, keyId));
  }
}

type Base = { resellerId: string; customerId: string };
type Origin = Change['origin'];

async function tokenChanges(db: Database, base: Base, support: Origin, admin: Origin): Promise<Change[]> {
  const tokens = await db.select().from(customerTokens).where(eq(customerTokens.customerId, base.customerId));
  return tokens.flatMap((token) => {
    const subject = { ...base, subjectType: ActivitySubjectType.Token, subjectId: token.id };
    const issued: Change = {
      ...subject,
      action: 'token.issued',
      details: { lifetimeSeconds: token.lifetimeSeconds, ...(token.label ? { label: token.label } : {}) },
      origin: support,
      occurredAt: token.issuedAt,
    };
    if (!token.revokedAt) return [issued];
    return [issued, { ...subject, action: 'token.revoked', origin: admin, occurredAt: token.revokedAt }];
  });
}

async function handbookChanges(db: Database, base: Base, support: Origin): Promise<Change[]> {
  const rows = await db
    .select({ id: handbooks.id, createdAt: handbooks.createdAt, country: handbooks.country })
    .from(handbooks)
    .where(eq(handbooks.customerId, base.customerId));
  return rows.map((handbook) => ({
    ...base,
    action: 'handbook.generated',
    subjectType: ActivitySubjectType.Handbook,
    subjectId: handbook.id,
    details: { country: handbook.country },
    origin: support,
    occurredAt: handbook.createdAt,
  }));
}
