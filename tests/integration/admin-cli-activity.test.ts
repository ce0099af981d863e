import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listActivity } from '@/lib/service/activity/activity-store';
import { openStore } from '@/lib/service/db/open-store';
import { createCustomer } from '@/lib/service/customers/customer-store';

const dataDir = mkdtempSync(join(tmpdir(), 'hb-cli-activity-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The operator's CLI on this test's embedded store, with --json. */
function admin(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/admin.ts', ...args, '--json'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HANDBOOK_DATA_DIR: dataDir,
        DATABASE_URL: '',
        HANDBOOK_JWT_SECRET: 'cli-activity-secret-that-is-at-least-32-bytes',
      },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return JSON.parse(result.stdout) as Record<string, string>;
}

async function withDb<T>(use: (db: Awaited<ReturnType<typeof openStore>>['db']) => Promise<T>): Promise<T> {
  const store = await openStore({ dataDir });
  try {
    return await use(store.db);
  } finally {
    await store.close();
  }
}

describe("the operator's changes in the audit trail", () => {
  // Seven CLI runs, each a process that opens the store.
  it(
    'records them as OPERATOR, with no client address, and no key or token',
    { timeout: 300_000 },
    async () => {
      const reseller = admin('reseller:create', '--name', 'Trail Partners');
      const key = admin('key:issue', reseller.id!, '--name', 'Trail admin');
      const customerId = await withDb(
        async (db) =>
          (
            await createCustomer(
              db,
              { resellerId: reseller.id!, email: 'c@trail.example', name: 'C' },
              new Date(),
            )
          ).id,
      );
      const token = admin('token:issue', customerId, '--expires-in', '3600', '--label', 'Ticket 42');
      admin('token:revoke', token.tokenId!);
      admin('token:revoke', token.tokenId!);
      admin('key:revoke', key.id!);
      admin('key:revoke', key.id!);

      const events = await withDb((db) =>
        listActivity(db, {
          resellerId: reseller.id!,
          subjectId: null,
          action: null,
          actorKeyId: null,
          offset: 0,
          limit: 100,
        }),
      );
      expect(events.map((e) => [e.action, e.subjectId])).toEqual([
        ['key.revoked', key.id],
        ['token.revoked', token.tokenId],
        ['token.issued', token.tokenId],
        ['key.issued', key.id],
        ['reseller.created', reseller.id],
      ]);
      for (const event of events) {
        expect(event).toMatchObject({ actorKind: 'OPERATOR', actorKeyId: null, actorTokenId: null });
        expect(event.clientAddress).toBeNull();
      }
      expect(events[0]!.details).toEqual({ keyHint: key.hint });
      expect(events[2]!).toMatchObject({
        customerId,
        details: { lifetimeSeconds: 3600, label: 'Ticket 42' },
      });
      const text = JSON.stringify(events);
      expect(text).not.toContain(key.key!);
      expect(text).not.toContain(token.token!);
      expect(text).not.toContain('c@trail.example');
    },
  );
});
