/**
 * The standalone service (`npm run start:service`, node:http without Next) on PostgreSQL: `listHandbooks`
 * against a bare graphql-yoga on node:http making the same two PostgreSQL round trips (bare-yoga.ts), and
 * against the same API inside the production build's Next server, all three on one database in the same
 * rounds. Targets: ≥ 1.0× the bare yoga (the third performance round's: the service does the bare yoga's
 * work in no more time, every run), ≥ 3× Next.
 *
 *   tsx --conditions=react-server bench/service-standalone/run.ts [--quick] [--without-next]
 *
 * --quick: one round of 2 s at 10 connections (a check that it runs, not a measurement).
 * --without-next: no Next server, so no build (the Next target is then skipped).
 * Otherwise BENCH_ROUNDS, BENCH_DURATION and BENCH_CONNECTIONS as for every comparing benchmark.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ComparedRow } from '../lib/compare';
import type { TargetResult } from '../lib/report';
import type { RunningServer, ServerOptions } from '../lib/server';
import { LIST_HANDBOOKS } from '../lib/service-queries';

const quick = process.argv.includes('--quick');
const withoutNext = process.argv.includes('--without-next');
if (quick) Object.assign(process.env, { BENCH_ROUNDS: '1', BENCH_DURATION: '2', BENCH_CONNECTIONS: '10' });

// After the settings above: compare.ts reads them when it loads.
const { ensureBuild } = await import('../lib/build');
const { compareEndpoints, CONNECTIONS, reportComparison } = await import('../lib/compare');
const { createBenchDatabase, postgresUnavailable } = await import('../lib/postgres');
const { heading, verdict, writeResults } = await import('../lib/report');
const { seedServiceData } = await import('../lib/seed');
const { startServer } = await import('../lib/server');

const ROOT = process.cwd();
const BARE = 'bare yoga listHandbooks';
const STANDALONE = 'standalone listHandbooks';
const NEXT = 'Next listHandbooks';
const MIN_OF_BARE = 1;
const MIN_OF_NEXT = 3;

async function listOf(url: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: LIST_HANDBOOKS }),
  });
  const body = (await response.json()) as { data?: { listHandbooks?: { handbooks: unknown[] } } };
  if (response.status !== 200 || body.data?.listHandbooks?.handbooks.length !== 10)
    throw new Error(`${url} answered wrongly (${response.status}): ${JSON.stringify(body).slice(0, 400)}`);
  return body.data;
}

function targetsOf(rows: ComparedRow[]): TargetResult[] {
  const targets: TargetResult[] = [];
  for (const connections of CONNECTIONS) {
    const at = (name: string) => rows.find((r) => r.endpoint === name && r.connections === connections);
    const standalone = at(STANDALONE)!;
    const failed = rows.some((r) => r.connections === connections && r.failures > 0);
    targets.push({
      target: `standalone listHandbooks ≥ ${MIN_OF_BARE}× bare yoga on node:http (c=${connections})`,
      measured: `${standalone.ratio}× (${standalone.rps} req/s)${failed ? ', failed requests' : ''}`,
      verdict: verdict((standalone.ratio ?? 0) >= MIN_OF_BARE && !failed),
    });
    const next = at(NEXT);
    if (!next) continue;
    // Both ratios are against the bare yoga in the same rounds: their quotient is standalone ÷ Next.
    const ofNext = Math.round(((standalone.ratio ?? 0) / (next.ratio || Number.NaN)) * 100) / 100;
    targets.push({
      target: `standalone listHandbooks ≥ ${MIN_OF_NEXT}× the same API inside Next (c=${connections})`,
      measured: `${ofNext}× (${standalone.rps} against ${next.rps} req/s)`,
      verdict: verdict(ofNext >= MIN_OF_NEXT && !failed),
    });
  }
  return targets;
}

async function main() {
  const loadAverageAtStart = loadavg().map((l) => Math.round(l * 100) / 100);
  console.log(`load average at start: ${loadAverageAtStart.join(' ')} (${cpus().length} CPUs)`);
  const unavailable = await postgresUnavailable();
  if (unavailable) {
    // The bare baseline is PostgreSQL through pg, and the embedded store admits one process: no PGlite run.
    console.log(`Skipped: ${unavailable}.`);
    writeResults('service-standalone', {
      benchmark: 'service-standalone',
      skipped: unavailable,
      targets: [],
    });
    return;
  }
  const build = withoutNext ? null : await ensureBuild((m) => console.log(`build: ${m}`));
  const database = await createBenchDatabase('standalone');
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-bench-standalone-'));
  const servers: RunningServer[] = [];
  try {
    const seed = await seedServiceData({ databaseUrl: database.url });
    const start = (options: Omit<ServerOptions, 'dataDir'>) =>
      startServer({ dataDir, databaseUrl: database.url, ...options }).then((s) => (servers.push(s), s));
    const tsx = ['--conditions=react-server', '--import', 'tsx'];
    const standalone = await start({
      server: join(ROOT, 'scripts/start-service.ts'),
      nodeArgs: tsx,
      cwd: ROOT,
      env: { HOST: '127.0.0.1' },
      timeoutMs: 120_000,
    });
    const bare = await start({
      server: join(ROOT, 'bench/service-standalone/bare-yoga.ts'),
      nodeArgs: tsx,
      cwd: ROOT,
      env: { BENCH_CUSTOMER_ID: seed.customerId },
      readyPath: '/graphql?query=%7B__typename%7D',
    });
    const next = build ? await start({ server: build.server }) : null;
    for (const s of servers) console.log(`  ${s.url} ready in ${s.readyMs} ms (pid ${s.pid})`);

    const json = { 'content-type': 'application/json' };
    const customer = { ...json, authorization: `Bearer ${seed.customerToken}` };
    const body = JSON.stringify({ query: LIST_HANDBOOKS });
    const endpoints = [
      { name: BARE, url: `${bare.url}/graphql`, headers: json, body },
      { name: STANDALONE, url: `${standalone.url}/api/graphql-public`, headers: customer, body },
      ...(next ? [{ name: NEXT, url: `${next.url}/api/graphql-public`, headers: customer, body }] : []),
    ];
    const answers = await Promise.all(endpoints.map((e) => listOf(e.url, e.headers)));
    if (answers.some((a) => JSON.stringify(a) !== JSON.stringify(answers[0])))
      throw new Error('The endpoints do not give the same answer.');

    heading(`standalone service on PostgreSQL${quick ? ' (--quick: a check, not a measurement)' : ''}`);
    const scope = { serverPids: servers.map((s) => s.pid), databases: [database] };
    const rows: ComparedRow[] = [];
    for (const connections of CONNECTIONS)
      rows.push(...(await compareEndpoints(endpoints, BARE, connections, scope)));
    reportComparison({
      benchmark: 'service-standalone',
      title: 'standalone service (ratio = req/s ÷ bare yoga req/s in the same round, median of rounds)',
      groupColumn: 'store',
      groups: [{ label: 'postgres', rows }],
      targets: targetsOf(rows),
      loadAverageAtStart,
      skipped: next ? {} : { next: '--without-next' },
      resultsKey: 'rows',
      results: rows,
    });
  } finally {
    for (const s of servers) await s.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
