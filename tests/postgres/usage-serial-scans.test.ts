import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createCustomer } from '@/lib/service/customers/customer-store';
import { openStore, type Store } from '@/lib/service/db/open-store';
import { createReseller } from '@/lib/service/resellers/reseller-store';
import { insertToken } from '@/lib/service/tokens/token-store';
import { customerBuckets, customerOperations, customerTokenUsage } from '@/lib/service/usage/usage-store';
import { createTestDatabase, START } from '../service/harness';

// customer_usage is never scanned in parallel (migration 0022): when the planner expected a busy customer's
// rows, a parallel scan's workers cost ten times the read. Here the session makes parallel plans free (zero
// setup and tuple costs, no size floor), so that any scan the planner may run in parallel is; the usage reads'
// own statements, as the store sends them, are then explained on that session.
const HOUR_MS = 3_600_000;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let store: Store;
let owner: { resellerId: string; customerId: string };

beforeAll(async () => {
  database = await createTestDatabase();
  // One connection: the settings below are its session's.
  store = await openStore({ databaseUrl: database.url.toString() }, { poolSize: 1 });
  const { id: resellerId } = await createReseller(store.db, 'Serial', START);
  const { id: customerId } = await createCustomer(
    store.db,
    { resellerId, email: 'busy@example.com', name: 'Busy' },
    START,
  );
  const token = await insertToken(
    store.db,
    { resellerId, customerId, lifetimeSeconds: 86_400 * 365, label: null },
    START,
  );
  owner = { resellerId, customerId };
  await store.db.execute(sql`insert into customer_usage
    (token_id, customer_id, reseller_id, hour, operation, requests, failed)
    select ${token!.id}, ${customerId}, ${resellerId},
      ${START.toISOString()}::timestamptz - k * interval '1 hour', 'listHandbooks', 1 + k % 7, 0
    from generate_series(0, 2000) as k`);
  await store.db.execute(sql`analyze customer_usage`);
  for (const setting of [
    'parallel_setup_cost = 0',
    'parallel_tuple_cost = 0',
    'min_parallel_table_scan_size = 0',
    'min_parallel_index_scan_size = 0',
    'max_parallel_workers_per_gather = 2',
  ])
    await store.db.execute(sql.raw(`set ${setting}`));
});

afterAll(async () => {
  await store?.close();
  await database?.drop();
});

/** The statements `read` sends through pg, as text and values. */
async function statementsOf(read: () => Promise<unknown>): Promise<{ text: string; values: unknown[] }[]> {
  const spy = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await read();
    return spy.mock.calls.map((args: unknown[]) => {
      const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
      // pg takes the values in the config or beside it (Drizzle passes them beside it).
      const values = Array.isArray(second) ? (second as unknown[]) : [];
      return typeof first === 'string'
        ? { text: first, values }
        : { text: first.text, values: first.values ?? values };
    });
  } finally {
    spy.mockRestore();
  }
}

type PlanNode = { 'Relation Name'?: string; 'Parallel Aware'?: boolean; Plans?: PlanNode[] };

/** Every node of an EXPLAIN (FORMAT JSON) answer. */
const nodesOf = (explained: unknown): PlanNode[] => {
  const walk = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(walk)];
  return (explained as { Plan: PlanNode }[]).flatMap((e) => walk(e.Plan));
};

it("scans a customer's usage serially in every read, even where parallel plans cost nothing", async () => {
  const range = { from: new Date(START.getTime() - 90 * 24 * HOUR_MS), to: START };
  const statements = await statementsOf(async () => {
    await customerBuckets(store.db, owner, range, 'day');
    await customerOperations(store.db, owner, range);
    await customerTokenUsage(store.db, owner, range);
  });
  expect(statements).toHaveLength(3);
  const client = (store.db as unknown as { $client: pg.Pool }).$client;
  for (const { text, values } of statements) {
    const { rows } = await client.query<{ 'QUERY PLAN': unknown }>({
      text: `explain (format json) ${text}`,
      values,
    });
    const scans = nodesOf(rows[0]!['QUERY PLAN']).filter((n) => n['Relation Name'] === 'customer_usage');
    expect(scans.length, text).toBeGreaterThan(0);
    expect(
      scans.map((n) => n['Parallel Aware']),
      text,
    ).not.toContain(true);
  }
});
