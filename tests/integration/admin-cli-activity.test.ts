import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listActivity } from '@/lib/service/activity/activity-store';
import { openStore } from '@/lib/service/db/open-store';
import { createCustomer } from '@/lib/service/customers/customer-store';
import { runAdmin } from '../support/admin-cli';

const dataDir = mkdtempSync(join(tmpdir(), 'hb-cli-activity-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The operator's CLI, in this process, on this test's embedded store, with --json. */
async function admin(...args: string[]) {
  const result = await runAdmin([...args, '--json'], {
    ...process.env,
    NODE_ENV: 'development',
    HANDBOOK_DATA_DIR: dataDir,
    DATABASE_URL: '',
    HANDBOOK_JWT_SECRET: 'cli-activity-secret-that-is-at-least-32-bytes',
  });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
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
  // Seven CLI runs, each opening the store.
  it(
    'records them as OPERATOR, with no client address, and no key or token',
    { timeout: 300_000 },
    async () => {
      const reseller = await admin('reseller:create', '--name', 'Trail Partners');
      const key = await admin('key:issue', reseller.id!, '--name', 'Trail admin');
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
      const token = await admin('token:issue', customerId, '--expires-in', '3600', '--label', 'Ticket 42');
      await admin('token:revoke', token.tokenId!);
      await admin('token:revoke', token.tokenId!);
      await admin('key:revoke', key.id!);
      await admin('key:revoke', key.id!);

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
