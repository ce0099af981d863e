/**
 * Service throughput: the production build's standalone server on 127.0.0.1, loaded by autocannon from a
 * second process. Customer API `listHandbooks` (valid JWT, 10 handbooks) and Reseller API
 * `handbookCustomers` (25 rows with total) against a bare graphql-yoga `{ hello }` route of the same build,
 * at 10 and 50 connections, on PostgreSQL and on PGlite; the server's RSS after the runs.
 *
 *   tsx --conditions=react-server bench/service-throughput/run.ts [--store=postgres|pglite]
 *
 * BENCH_ROUNDS (default 4) rounds of BENCH_DURATION seconds (default 3) per endpoint and connection level.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild } from '../lib/build';
import {
  compareEndpoints,
  CONNECTIONS,
  reportComparison,
  ROUNDS,
  SECONDS,
  type ComparedRow,
  type Endpoint,
} from '../lib/compare';
import { createBenchDatabase, postgresUnavailable } from '../lib/postgres';
import { heading, verdict, type TargetResult } from '../lib/report';
import { seedServiceData, type SeededData } from '../lib/seed';
import { SERVER_RSS_LIMIT_MB, startServer, type RunningServer } from '../lib/server';
import { HANDBOOK_CUSTOMERS, LIST_HANDBOOKS } from '../lib/service-queries';

const only = process.argv.find((a) => a.startsWith('--store='))?.split('=')[1];

interface CheckedEndpoint extends Endpoint {
  /** What a correct answer holds; checked once before loading, so a run never measures errors. */
  check(data: Record<string, unknown>): boolean;
}

function endpoints(url: string, seed: SeededData): CheckedEndpoint[] {
  const json = { 'content-type': 'application/json' };
  return [
    {
      name: 'baseline { hello }',
      url: `${url}/api/bench/hello`,
      headers: json,
      body: JSON.stringify({ query: '{ hello }' }),
      check: (d) => d.hello === 'world',
    },
    {
      name: 'listHandbooks',
      url: `${url}/api/graphql-public`,
      headers: { ...json, authorization: `Bearer ${seed.customerToken}` },
      body: JSON.stringify({ query: LIST_HANDBOOKS }),
      check: (d) => (d.listHandbooks as { handbooks: unknown[] }).handbooks.length === 10,
    },
    {
      name: 'handbookCustomers',
      url: `${url}/api/graphql-reseller`,
      headers: { ...json, 'x-api-token': seed.apiKey },
      body: JSON.stringify({ query: HANDBOOK_CUSTOMERS }),
      check: (d) => (d.handbookCustomers as { customers: unknown[] }).customers.length === 25,
    },
  ];
}

async function verify(endpoint: CheckedEndpoint): Promise<void> {
  const response = await fetch(endpoint.url, {
    method: 'POST',
    headers: endpoint.headers,
    body: endpoint.body,
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  if (response.status !== 200 || !body.data || !endpoint.check(body.data)) {
    throw new Error(
      `${endpoint.name} answered wrongly (${response.status}): ${JSON.stringify(body).slice(0, 400)}`,
    );
  }
}

interface StoreResult {
  store: 'postgres' | 'pglite';
  startMs: number;
  rows: ComparedRow[];
  rssAtStartMb: number;
  rssMb: number;
}

async function runStore(kind: 'postgres' | 'pglite', serverPath: string): Promise<StoreResult> {
  heading(`service throughput on ${kind} (${ROUNDS} rounds of ${SECONDS} s per endpoint and level)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-bench-throughput-'));
  const database = kind === 'postgres' ? await createBenchDatabase('throughput') : null;
  let server: RunningServer | null = null;
  try {
    const seed = await seedServiceData(database ? { databaseUrl: database.url } : { dataDir });
    server = await startServer({ server: serverPath, dataDir, databaseUrl: database?.url });
    console.log(`  server ready in ${server.readyMs} ms (pid ${server.pid})`);
    const all = endpoints(server.url, seed);
    for (const endpoint of all) await verify(endpoint);
    const rssAtStartMb = server.rssMb();
    console.log(`  server RSS after start and one request each: ${rssAtStartMb} MB`);
    const scope = { serverPids: [server.pid], databases: database ? [database] : [] };
    const rows: ComparedRow[] = [];
    for (const connections of CONNECTIONS)
      rows.push(...(await compareEndpoints(all, 'baseline { hello }', connections, scope)));
    const rssMb = server.rssMb();
    console.log(`  server RSS after the runs: ${rssMb} MB`);
    return { store: kind, startMs: server.readyMs, rows, rssAtStartMb, rssMb };
  } finally {
    await server?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function targetsOf(results: StoreResult[]): TargetResult[] {
  const targets: TargetResult[] = [];
  const ratioTarget = (store: StoreResult, endpoint: string, minimum: number) => {
    for (const row of store.rows.filter((r) => r.endpoint === endpoint)) {
      const failed = row.failures ? `, ${row.failures} failed requests` : '';
      targets.push({
        target: `${store.store}: ${endpoint} ≥ ${minimum}× baseline req/s (c=${row.connections})`,
        measured: `${row.ratio}× (${row.rps} req/s)${failed}`,
        verdict: verdict((row.ratio ?? 0) >= minimum && row.failures === 0),
      });
    }
  };
  for (const store of results) {
    // On PGlite both lists share one floor: every statement costs the engine about 0.5 ms.
    ratioTarget(store, 'listHandbooks', store.store === 'postgres' ? 0.75 : 0.5);
    ratioTarget(store, 'handbookCustomers', store.store === 'postgres' ? 0.6 : 0.5);
    targets.push({
      target: `${store.store}: server RSS ≤ ${SERVER_RSS_LIMIT_MB} MB after the load runs`,
      measured: `${store.rssMb} MB`,
      verdict: verdict(store.rssMb <= SERVER_RSS_LIMIT_MB),
    });
  }
  return targets;
}

async function main() {
  const loadAverageAtStart = loadavg().map((l) => Math.round(l * 100) / 100);
  console.log(`load average at start: ${loadAverageAtStart.join(' ')} (${cpus().length} CPUs)`);
  const build = await ensureBuild((m) => console.log(`build: ${m}`));
  const results: StoreResult[] = [];
  const skipped: Record<string, string> = {};
  if (!only || only === 'postgres') {
    const reason = await postgresUnavailable();
    if (reason) {
      skipped.postgres = reason;
      console.log(`\nPostgreSQL skipped: ${reason}.`);
    } else results.push(await runStore('postgres', build.server));
  }
  if (!only || only === 'pglite') results.push(await runStore('pglite', build.server));

  reportComparison({
    benchmark: 'service-throughput',
    title: 'service throughput (ratio = req/s ÷ baseline req/s in the same round, median of rounds)',
    groupColumn: 'store',
    groups: results.map((s) => ({ label: s.store, rows: s.rows })),
    targets: targetsOf(results),
    loadAverageAtStart,
    skipped,
    resultsKey: 'stores',
    results,
  });
}

await main();
