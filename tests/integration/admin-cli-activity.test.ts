import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listActivity } from '@/lib/service/activity/activity-store';
import type { Store } from '@/lib/service/db/open-store';
import { createCustomer } from '@/lib/service/customers/customer-store';
import { heldStore, runAdmin } from '../support/admin-cli';
import { seededDataDir } from '../support/seeded-data-dir';

let dataDir = '';
// The CLI's runs and the test's own writes share one store held open.
let held: ReturnType<typeof heldStore>;
beforeAll(async () => {
  dataDir = await seededDataDir('hb-cli-activity-');
  held = heldStore(dataDir);
});
afterAll(async () => {
  await held.release();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The operator's CLI, in this process, on this test's embedded store, with --json. */
async function admin(...args: string[]) {
  const result = await runAdmin(
    [...args, '--json'],
    {
      ...process.env,
      NODE_ENV: 'development',
      HANDBOOK_DATA_DIR: dataDir,
      DATABASE_URL: '',
      HANDBOOK_JWT_SECRET: 'cli-activity-secret-that-is-at-least-32-bytes',
    },
    held.open,
  );
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as Record<string, string>;
}

async function withDb<T>(use: (db: Store['db']) => Promise<T>): Promise<T> {
  return use((await held.store()).db);
}

describe("the operator's changes in the audit trail", () => {
  it('records them as OPERATOR, with no client address, and no key or token', async () => {
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
        from: null,
        to: null,
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
  });
});
