/**
 * What counting usage costs the Customer API: the standalone service (`npm run start:service`, the same code
 * as the Next app's embedded service, without the framework's own cost per request, which would only dilute
 * the difference) answering `listHandbooks` with usage counted against the same service with counting off
 * (HANDBOOK_BENCH_USAGE_OFF, a setting for this comparison only), in the same rounds, on PostgreSQL and on
 * PGlite. Target: counting on ≥ 0.95× counting off (at most 5% of throughput).
 *
 *   tsx --conditions=react-server bench/usage-cost/run.ts [--quick] [--store=postgres|pglite]
 *
 * --quick: one round of 2 s at 10 connections (a check that it runs, not a measurement).
 * Otherwise BENCH_ROUNDS, BENCH_DURATION and BENCH_CONNECTIONS as for every comparing benchmark.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ComparedRow } from '../lib/compare';
import type { TargetResult } from '../lib/report';
import type { RunningServer } from '../lib/server';
import { LIST_HANDBOOKS } from '../lib/service-queries';

const quick = process.argv.includes('--quick');
const only = process.argv.find((a) => a.startsWith('--store='))?.split('=')[1];
if (quick) Object.assign(process.env, { BENCH_ROUNDS: '1', BENCH_DURATION: '2', BENCH_CONNECTIONS: '10' });

// After the settings above: compare.ts reads them when it loads.
const { compareEndpoints, CONNECTIONS, reportComparison } = await import('../lib/compare');
const { createBenchDatabase, postgresUnavailable } = await import('../lib/postgres');
const { heading, verdict } = await import('../lib/report');
const { seedServiceData } = await import('../lib/seed');
const { startServer } = await import('../lib/server');

const ROOT = process.cwd();
const OFF = 'counting off';
const ON = 'counting on';
const MIN_RATIO = 0.95;

type Kind = 'postgres' | 'pglite';

/** One standalone service; `counting: false` starts it with the benchmark's switch. */
function startService(dataDir: string, databaseUrl: string | undefined, counting: boolean) {
  return startServer({
    server: join(ROOT, 'scripts/start-service.ts'),
    nodeArgs: ['--conditions=react-server', '--import', 'tsx'],
    cwd: ROOT,
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    env: { HOST: '127.0.0.1', ...(counting ? {} : { HANDBOOK_BENCH_USAGE_OFF: 'true' }) },
    timeoutMs: 120_000,
  });
}

async function answers(url: string, token: string): Promise<void> {
  const response = await fetch(`${url}/api/graphql-public`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: LIST_HANDBOOKS }),
  });
  const body = (await response.json()) as { data?: { listHandbooks?: { handbooks: unknown[] } } };
  if (response.status !== 200 || body.data?.listHandbooks?.handbooks.length !== 10)
    throw new Error(`${url} answered wrongly (${response.status}): ${JSON.stringify(body).slice(0, 400)}`);
}

/**
 * Both services on one store kind: one PostgreSQL database for both, or a PGlite folder each (the embedded
 * store admits one process).
 */
async function runStore(kind: Kind): Promise<ComparedRow[]> {
  heading(`usage counting on ${kind}${quick ? ' (--quick: a check, not a measurement)' : ''}`);
  const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'hb-bench-usage-')));
  const database = kind === 'postgres' ? await createBenchDatabase('usage') : null;
  const servers: RunningServer[] = [];
  try {
    const seeds =
      kind === 'postgres'
        ? [await seedServiceData({ databaseUrl: database!.url })]
        : [await seedServiceData({ dataDir: dirs[0]! }), await seedServiceData({ dataDir: dirs[1]! })];
    const seedOf = (i: number) => seeds[Math.min(i, seeds.length - 1)]!;
    for (const [i, counting] of [true, false].entries())
      servers.push(await startService(dirs[i]!, database?.url, counting));
    const endpoints = [ON, OFF].map((name, i) => ({
      name,
      url: `${servers[i]!.url}/api/graphql-public`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${seedOf(i).customerToken}` },
      body: JSON.stringify({ query: LIST_HANDBOOKS }),
    }));
    for (const [i, server] of servers.entries()) await answers(server.url, seedOf(i).customerToken);
    const scope = { serverPids: servers.map((s) => s.pid), databases: database ? [database] : [] };
    const rows: ComparedRow[] = [];
    for (const connections of CONNECTIONS)
      rows.push(...(await compareEndpoints(endpoints, OFF, connections, scope)));
    return rows;
  } finally {
    for (const s of servers) await s.stop();
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

function targetsOf(groups: { label: Kind; rows: ComparedRow[] }[]): TargetResult[] {
  return groups.flatMap(({ label, rows }) =>
    rows
      .filter((row) => row.endpoint === ON)
      .map((row) => ({
        target: `${label}: listHandbooks with usage counted ≥ ${MIN_RATIO}× counting off (c=${row.connections})`,
        measured: `${row.ratio}× (${row.rps} req/s)${row.failures ? `, ${row.failures} failed requests` : ''}`,
        verdict: verdict((row.ratio ?? 0) >= MIN_RATIO && row.failures === 0),
      })),
  );
}

async function main() {
  const loadAverageAtStart = loadavg().map((l) => Math.round(l * 100) / 100);
  console.log(`load average at start: ${loadAverageAtStart.join(' ')} (${cpus().length} CPUs)`);
  const skipped: Record<string, string> = {};
  const groups: { label: Kind; rows: ComparedRow[] }[] = [];
  const unavailable = await postgresUnavailable();
  if (unavailable) skipped.postgres = unavailable;
  for (const kind of ['postgres', 'pglite'] as const) {
    if ((only && only !== kind) || skipped[kind]) continue;
    groups.push({ label: kind, rows: await runStore(kind) });
  }
  reportComparison({
    benchmark: 'usage-cost',
    title: 'usage counting (ratio = req/s counting on ÷ counting off in the same round, median of rounds)',
    groupColumn: 'store',
    groups,
    targets: targetsOf(groups),
    loadAverageAtStart,
    skipped,
    resultsKey: 'stores',
    results: groups,
  });
}

await main();
