import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF, type DemoKey } from '@/lib/service/demo/demo-staff';
import { DEMO_CUSTOMER_COUNT, DEMO_KEY_FILE, ensureDemoData } from '@/lib/service/demo/ensure-demo-data';
import { isNotNull } from 'drizzle-orm';
import { customers, customerTokens, customerUsage, handbooks } from '@/lib/service/db/schema';
import { resellerGraphql } from '@/tests/generated/reseller';
import { CUSTOMER_HANDBOOKS, wrongStoredCounts } from './fixtures';
import { createTestService, dataOf, type TestService } from './harness';
import { list, type TokenRecord } from './token-fixtures';

const DEMO_RESELLER = resellerGraphql(`
  query DemoReseller {
    reseller {
      name
    }
    handbookCustomers {
      total
    }
  }
`);
const TOKEN_STATES = resellerGraphql(`
  query DemoTokenStates {
    active: customerTokens(status: ACTIVE, limit: 1) {
      total
    }
    expired: customerTokens(status: EXPIRED, limit: 1) {
      total
    }
    revoked: customerTokens(status: REVOKED, limit: 1) {
      total
    }
    soon: customerTokens(expiringWithinDays: 7, limit: 1) {
      total
    }
  }
`);
const CUSTOMER_ACCESS = resellerGraphql(`
  query DemoCustomerAccess {
    handbookCustomers(limit: 100) {
      customers {
        handbookCount
        accessExpiresAt
        accessExpiredAt
      }
    }
  }
`);
const SUSPENDED_AND_BUSY = resellerGraphql(`
  query DemoSuspendedAndBusy {
    suspended: handbookCustomers(status: SUSPENDED, limit: 100) {
      total
      customers {
        status
      }
    }
    byHandbooks: handbookCustomers(sort: HANDBOOK_COUNT, direction: DESC, limit: 20) {
      customers {
        userId
        handbookCount
      }
    }
  }
`);

const OUTDATED_DEMO = resellerGraphql(`
  query DemoOutdatedHandbooks {
    outdatedHandbooks(limit: 1) {
      total
      handbooks {
        handbookId
      }
    }
    overview {
      outdatedHandbookCount
    }
  }
`);
const REGENERATE_DEMO = resellerGraphql(`
  mutation RegenerateDemoHandbook($id: ID!) {
    regenerateCustomerHandbook(handbookId: $id) {
      version
      outdated
      versions {
        changedSectionKeys
      }
    }
  }
`);

const DEMO_USAGE = resellerGraphql(`
  query DemoUsage($month: String!) {
    usageReport(month: $month, limit: 100) {
      total
      rows {
        requests
      }
    }
    overview {
      requestsByDay(days: 60) {
        count
      }
    }
  }
`);

const DEMO_VIEWER = resellerGraphql(`
  query DemoViewer {
    viewer {
      keyName
      role
    }
  }
`);

const DEMO_ACTIVITY = resellerGraphql(`
  query DemoActivity {
    activity(limit: 100) {
      total
      events {
        actor {
          keyName
          role
        }
      }
    }
  }
`);

const DEMO_TEAM = resellerGraphql(`
  query DemoTeam {
    apiKeys {
      name
      createdAt
      lastUsedAt
    }
    activity(limit: 100) {
      total
      events {
        occurredAt
        actor {
          keyName
        }
      }
    }
  }
`);

let t: TestService;
let key: string;
let staff: DemoKey[];
const dataDir = mkdtempSync(join(tmpdir(), 'hb-demo-'));

beforeAll(async () => {
  t = await createTestService();
  staff = await ensureDemoData(t.store.db, dataDir, t.now());
  key = staff[0]!.key;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('demo data', () => {
  it('writes the demo key only to the data folder, and the key works', async () => {
    expect(readFileSync(join(dataDir, DEMO_KEY_FILE), 'utf8').trim()).toBe(key);
    const data = dataOf(await t.reseller(key, DEMO_RESELLER));
    expect(data).toEqual({
      reseller: { name: 'Northwind Partners (demo)' },
      handbookCustomers: { total: DEMO_CUSTOMER_COUNT },
    });
  });

  it('has tokens in every state, some expiring within a week, and handbooks', async () => {
    const data = dataOf(await t.reseller(key, TOKEN_STATES));
    for (const state of [data.active, data.expired, data.revoked, data.soon])
      expect(state.total).toBeGreaterThan(5);
    const customers = dataOf(await t.reseller(key, CUSTOMER_ACCESS)).handbookCustomers.customers;
    expect(customers.some((c) => c.handbookCount > 0)).toBe(true);
    expect(customers.some((c) => c.accessExpiresAt === null && c.accessExpiredAt === null)).toBe(true);
    expect(customers.some((c) => c.accessExpiresAt === null && c.accessExpiredAt !== null)).toBe(true);
  });

  it('has suspended customers, customers with several handbooks, and exact stored counts', async () => {
    const data = dataOf(await t.reseller(key, SUSPENDED_AND_BUSY));
    expect(data.suspended.total).toBeGreaterThan(0);
    expect(data.suspended.customers.every((c) => c.status === 'SUSPENDED')).toBe(true);
    const several = data.byHandbooks.customers.filter((c) => c.handbookCount >= 2);
    expect(several.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...several.map((c) => c.handbookCount))).toBeLessThanOrEqual(4);
    const listed = dataOf(
      await t.reseller(key, CUSTOMER_HANDBOOKS, { userId: several[0]!.userId }),
    ).customerHandbooks!;
    expect(listed.handbooks.length).toBe(several[0]!.handbookCount);
    expect(listed.total).toBe(several[0]!.handbookCount);
    expect(await wrongStoredCounts(t)).toEqual([]);
  });

  it('has handbooks written from an earlier library: bringing one up to date changes what that library did', async () => {
    const data = dataOf(await t.reseller(key, OUTDATED_DEMO));
    expect(data.outdatedHandbooks.total).toBeGreaterThan(5);
    expect(data.overview.outdatedHandbookCount).toBe(data.outdatedHandbooks.total);
    const id = data.outdatedHandbooks.handbooks[0]!.handbookId;
    const regenerated = dataOf(await t.reseller(key, REGENERATE_DEMO, { id })).regenerateCustomerHandbook;
    expect(regenerated).toMatchObject({ version: 2, outdated: false });
    expect(regenerated.versions[0]!.changedSectionKeys).toEqual(['about-this-handbook']);
  });

  it('has tokens used only while they worked, last in the hour of their last answered call', async () => {
    const rows = await t.store.db.select().from(customerTokens);
    const used = rows.filter((row) => row.lastUsedAt !== null);
    // Busy and regular customers' tokens; idle customers hold tokens they never call with.
    expect(used.length).toBeGreaterThan(rows.length / 4);
    expect(used.length).toBeLessThan(rows.length);
    const usage = await t.store.db.select().from(customerUsage);
    const HOUR = 3_600_000;
    for (const row of rows) {
      const stopped = Math.min(row.expiresAt.getTime(), row.revokedAt?.getTime() ?? Infinity);
      const answered = usage
        .filter((u) => u.tokenId === row.id && u.hour.getTime() < stopped)
        .map((u) => u.hour.getTime());
      // "Last used 3 days ago" never beside "0 requests": the last answered call's hour is the last use's.
      const lastCall = answered.length ? Math.max(...answered) : null;
      const lastUse = row.lastUsedAt ? row.lastUsedAt.getTime() - (row.lastUsedAt.getTime() % HOUR) : null;
      expect(lastUse, row.id).toBe(lastCall);
    }
    for (const row of used) {
      const stopped = Math.min(
        t.now().getTime(),
        row.expiresAt.getTime(),
        row.revokedAt?.getTime() ?? Infinity,
      );
      expect(row.lastUsedAt!.getTime()).toBeGreaterThanOrEqual(row.issuedAt.getTime());
      expect(row.lastUsedAt!.getTime()).toBeLessThanOrEqual(stopped);
    }
    // The stopped ones were used before they stopped, not hours ago.
    expect(used.some((row) => row.revokedAt !== null)).toBe(true);
    expect(used.some((row) => row.expiresAt.getTime() < t.now().getTime())).toBe(true);
  });

  it('has customers who existed before anything of theirs: tokens, handbooks, suspensions', async () => {
    const everyone = await t.store.db.select().from(customers);
    const joined = new Map(everyone.map((c) => [c.id, c.createdAt.getTime()]));
    const since = (customerId: string) => joined.get(customerId)!;
    const tokens = await t.store.db.select().from(customerTokens);
    for (const token of tokens) expect(token.issuedAt.getTime()).toBeGreaterThan(since(token.customerId));
    for (const handbook of await t.store.db.select().from(handbooks))
      expect(handbook.createdAt.getTime()).toBeGreaterThan(since(handbook.customerId));
    for (const customer of everyone)
      if (customer.suspendedAt)
        expect(customer.suspendedAt.getTime()).toBeGreaterThan(customer.createdAt.getTime());
    // Still some who joined this month, as a live reseller has.
    const month = t.now().getTime() - 30 * 86_400_000;
    expect([...joined.values()].filter((time) => time > month).length).toBeGreaterThan(5);
  });

  it('has labelled tokens and renewed pairs, the old token retired with an overlap', async () => {
    const page: TokenRecord[] = [];
    for (let offset = 0; offset === page.length; offset += 100) {
      page.push(...(await list(t, key, { status: 'ACTIVE', offset })).tokens);
    }
    expect(page.some((x) => x.label !== null)).toBe(true);
    expect(page.some((x) => x.label === null)).toBe(true);
    const renewed = page.filter((x) => x.renewedFromId !== null);
    expect(renewed.length).toBeGreaterThanOrEqual(1);
    for (const successor of renewed) {
      const old = (await list(t, key, { search: successor.renewedFromId })).tokens[0]!;
      expect(old).toMatchObject({ renewedById: successor.tokenId, label: successor.label });
      // Retired with an overlap: it ran past the renewal, not revoked at it.
      expect(old.status).not.toBe('REVOKED');
      expect(new Date(old.expiresAt).getTime()).toBeGreaterThan(new Date(successor.issuedAt).getTime());
    }
  });

  it('has a key for each role, held by a named person, and their changes in the trail', async () => {
    expect(staff.map((s) => [s.name, s.role])).toEqual(DEMO_STAFF.map((s) => [s.name, s.role]));
    for (const member of staff) {
      const { viewer } = dataOf(await t.reseller(member.key, DEMO_VIEWER));
      expect(viewer).toEqual({ keyName: member.name, role: member.role });
    }
    const { activity } = dataOf(await t.reseller(key, DEMO_ACTIVITY));
    const people = new Set(activity.events.map((e) => `${e.actor.keyName} ${e.actor.role}`));
    expect(people).toEqual(new Set(['Sam Lee SUPPORT', 'Alex Morgan ADMIN']));
    expect(activity.total).toBeGreaterThan(12);
  });

  it('has keys as old as the history their holders made, last used at their latest change', async () => {
    const { apiKeys, activity } = dataOf(await t.reseller(key, DEMO_TEAM));
    expect(activity.events).toHaveLength(activity.total);
    const times = (name?: string) =>
      activity.events
        .filter((e) => name === undefined || e.actor.keyName === name)
        .map((e) => new Date(e.occurredAt).getTime());
    const first = Math.min(...times());
    for (const held of apiKeys) expect(new Date(held.createdAt).getTime()).toBeLessThan(first);
    // Not "never": used at least until the latest change it made (the tests above use it once more).
    const support = apiKeys.find((held) => held.name === 'Sam Lee');
    expect(new Date(support!.lastUsedAt!).getTime()).toBeGreaterThanOrEqual(Math.max(...times('Sam Lee')));
  });

  it('has 60 days of usage: busy customers, idle ones, and a revoked token that keeps calling', async () => {
    const month = t.now().toISOString().slice(0, 7);
    const { usageReport, overview } = dataOf(await t.reseller(key, DEMO_USAGE, { month }));
    expect(usageReport.rows[0]!.requests).toBeGreaterThan(10 * usageReport.rows.at(-1)!.requests);
    expect(usageReport.total).toBeLessThan(DEMO_CUSTOMER_COUNT / 2);
    const busyDays = overview.requestsByDay.filter((d) => d.count > 0);
    expect(busyDays.length).toBeGreaterThan(25);
    const stubborn = await t.store.db
      .select()
      .from(customerTokens)
      .where(isNotNull(customerTokens.revokedAt));
    const usage = await t.store.db.select().from(customerUsage);
    const refusedAfterRevocation = usage.filter((row) => {
      const token = stubborn.find((tok) => tok.id === row.tokenId);
      return token && row.hour >= token.revokedAt! && row.failed === row.requests;
    });
    expect(refusedAfterRevocation.length).toBeGreaterThan(0);
  });

  it('is created once: a second start keeps the data and the keys', async () => {
    expect((await ensureDemoData(t.store.db, dataDir, t.now())).map((s) => s.key)).toEqual(
      staff.map((s) => s.key),
    );
    const total = dataOf(await t.reseller(key, DEMO_RESELLER));
    expect(total.handbookCustomers.total).toBe(DEMO_CUSTOMER_COUNT);
  });

  it('issues a fresh key when the key file is lost', async () => {
    rmSync(join(dataDir, DEMO_KEY_FILE));
    const [replacement, ...others] = (await ensureDemoData(t.store.db, dataDir, t.now())).map((s) => s.key);
    expect(replacement).not.toBe(key);
    expect(others).toEqual(staff.slice(1).map((s) => s.key));
    expect((await t.reseller(replacement!, DEMO_RESELLER)).status).toBe(200);
  });
});
