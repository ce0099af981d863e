import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_COUNT, DEMO_KEY_FILE, ensureDemoData } from '@/lib/service/demo/ensure-demo-data';
import { wrongStoredCounts } from './fixtures';
import { createTestService, dataOf, type TestService } from './harness';

let t: TestService;
let key: string;
const dataDir = mkdtempSync(join(tmpdir(), 'hb-demo-'));

beforeAll(async () => {
  t = await createTestService();
  key = await ensureDemoData(t.store.db, dataDir, t.now());
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('demo data', () => {
  it('writes the demo key only to the data folder, and the key works', async () => {
    expect(readFileSync(join(dataDir, DEMO_KEY_FILE), 'utf8').trim()).toBe(key);
    const data = dataOf<{ reseller: { name: string }; handbookCustomers: { total: number } }>(
      await t.reseller(key, '{ reseller { name } handbookCustomers { total } }'),
    );
    expect(data).toEqual({
      reseller: { name: 'Northwind Partners (demo)' },
      handbookCustomers: { total: DEMO_CUSTOMER_COUNT },
    });
  });

  it('has tokens in every state, some expiring within a week, and handbooks', async () => {
    const data = dataOf<Record<string, { total: number }>>(
      await t.reseller(
        key,
        `{ active: customerTokens(status: ACTIVE, limit: 1) { total } expired: customerTokens(status: EXPIRED, limit: 1) { total }
           revoked: customerTokens(status: REVOKED, limit: 1) { total } soon: customerTokens(expiringWithinDays: 7, limit: 1) { total } }`,
      ),
    );
    for (const state of ['active', 'expired', 'revoked', 'soon'])
      expect(data[state]!.total).toBeGreaterThan(5);
    const customers = dataOf<{
      handbookCustomers: {
        customers: {
          handbookCount: number;
          accessExpiresAt: string | null;
          accessExpiredAt: string | null;
        }[];
      };
    }>(
      await t.reseller(
        key,
        '{ handbookCustomers(limit: 100) { customers { handbookCount accessExpiresAt accessExpiredAt } } }',
      ),
    ).handbookCustomers.customers;
    expect(customers.some((c) => c.handbookCount > 0)).toBe(true);
    expect(customers.some((c) => c.accessExpiresAt === null && c.accessExpiredAt === null)).toBe(true);
    expect(customers.some((c) => c.accessExpiresAt === null && c.accessExpiredAt !== null)).toBe(true);
  });

  it('has suspended customers, customers with several handbooks, and exact stored counts', async () => {
    const data = dataOf<{
      suspended: { total: number; customers: { status: string }[] };
      byHandbooks: { customers: { userId: string; handbookCount: number }[] };
    }>(
      await t.reseller(
        key,
        `{ suspended: handbookCustomers(status: SUSPENDED, limit: 100) { total customers { status } }
           byHandbooks: handbookCustomers(sort: HANDBOOK_COUNT, direction: DESC, limit: 20) { customers { userId handbookCount } } }`,
      ),
    );
    expect(data.suspended.total).toBeGreaterThan(0);
    expect(data.suspended.customers.every((c) => c.status === 'SUSPENDED')).toBe(true);
    const several = data.byHandbooks.customers.filter((c) => c.handbookCount >= 2);
    expect(several.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...several.map((c) => c.handbookCount))).toBeLessThanOrEqual(4);
    const listed = dataOf<{ customerHandbooks: { total: number; handbooks: { createdAt: string }[] } }>(
      await t.reseller(
        key,
        'query ($id: ID!) { customerHandbooks(userId: $id) { total handbooks { createdAt } } }',
        { id: several[0]!.userId },
      ),
    ).customerHandbooks;
    expect(listed.handbooks.length).toBe(several[0]!.handbookCount);
    expect(listed.total).toBe(several[0]!.handbookCount);
    expect(await wrongStoredCounts(t)).toEqual([]);
  });

  it('is created once: a second start keeps the data and the key', async () => {
    expect(await ensureDemoData(t.store.db, dataDir, t.now())).toBe(key);
    const total = dataOf<{ handbookCustomers: { total: number } }>(
      await t.reseller(key, '{ handbookCustomers { total } }'),
    );
    expect(total.handbookCustomers.total).toBe(DEMO_CUSTOMER_COUNT);
  });

  it('issues a fresh key when the key file is lost', async () => {
    rmSync(join(dataDir, DEMO_KEY_FILE));
    const replacement = await ensureDemoData(t.store.db, dataDir, t.now());
    expect(replacement).not.toBe(key);
    expect((await t.reseller(replacement, '{ reseller { name } }')).status).toBe(200);
  });
});
