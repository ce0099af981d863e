/**
 * What telemetry costs (contract, fourth edition): `listHandbooks` on the Customer API, on PostgreSQL,
 * with telemetry off and on (every span sampled, exported over http/protobuf to a local sink), against the
 * same service without telemetry, all in the same rounds. Targets: off within noise of without (≥ 0.95×),
 * on at most 15% less (≥ 0.85×), for the standalone service and inside the production build's Next server.
 *
 *   tsx --conditions=react-server bench/telemetry/run.ts [--quick] [--without-next]
 *
 * "Without telemetry" is the last commit before it (the parent of the commit that added
 * lib/telemetry/start-telemetry.ts), exported with `git archive` beside this checkout's node_modules: the
 * standalone service runs from source, so no build is needed. Inside Next only off and on are compared (one
 * build, two servers): a second production build of the older commit would double the benchmark's time,
 * and what telemetry adds to Next's own path while off is one boolean per route (app/_lib/measured-route.ts).
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

const { ensureBuild } = await import('../lib/build');
const { checkoutBefore } = await import('../lib/checkout');
const { compareEndpoints, CONNECTIONS, reportComparison } = await import('../lib/compare');
const { createBenchDatabase, postgresUnavailable } = await import('../lib/postgres');
const { verdict, writeResults } = await import('../lib/report');
const { seedServiceData } = await import('../lib/seed');
const { startServer } = await import('../lib/server');

const ROOT = process.cwd();
const WITHOUT = 'standalone without telemetry';
const OFF = 'standalone telemetry off';
const ON = 'standalone telemetry on';
const NEXT_OFF = 'Next telemetry off';
const NEXT_ON = 'Next telemetry on';
const OFF_OF_WITHOUT = 0.95;
const ON_OF_WITHOUT = 0.85;

function ratioTarget(
  rows: ComparedRow[],
  name: string,
  of: string,
  min: number,
  label: string,
): TargetResult[] {
  return CONNECTIONS.map((connections) => {
    const at = (n: string) => rows.find((r) => r.endpoint === n && r.connections === connections);
    const row = at(name);
    const reference = at(of);
    // Ratios are against the reference of compareEndpoints ("without", whose own ratio is null): their
    // quotient compares two endpoints measured in the same rounds.
    const ratio = row && reference ? Math.round(((row.ratio ?? 1) / (reference.ratio ?? 1)) * 100) / 100 : 0;
    const failed = rows.some((r) => r.connections === connections && r.failures > 0);
    return {
      target: `${label} ≥ ${min}× (c=${connections})`,
      measured: `${ratio}× (${row?.rps} against ${reference?.rps} req/s)${failed ? ', failed requests' : ''}`,
      verdict: verdict(ratio >= min && !failed),
    };
  });
}

async function main() {
  const loadAverageAtStart = loadavg().map((l) => Math.round(l * 100) / 100);
  console.log(`load average at start: ${loadAverageAtStart.join(' ')} (${cpus().length} CPUs)`);
  const unavailable = await postgresUnavailable();
  if (unavailable) {
    console.log(`Skipped: ${unavailable}.`);
    writeResults('telemetry', { benchmark: 'telemetry', skipped: unavailable, targets: [] });
    return;
  }
  const build = withoutNext ? null : await ensureBuild((m) => console.log(`build: ${m}`));
  const work = mkdtempSync(join(tmpdir(), 'hb-bench-telemetry-'));
  const database = await createBenchDatabase('telemetry');
  const servers: RunningServer[] = [];
  try {
    const before = checkoutBefore('lib/telemetry/start-telemetry.ts', join(work, 'without'));
    console.log(`without telemetry: ${before}`);
    const seed = await seedServiceData({ databaseUrl: database.url });
    const start = (options: Omit<ServerOptions, 'dataDir'>) =>
      startServer({ dataDir: join(work, 'data'), databaseUrl: database.url, ...options }).then(
        (s) => (servers.push(s), s),
      );
    const sink = await start({
      server: join(ROOT, 'bench/telemetry/otlp-sink.ts'),
      nodeArgs: ['--import', 'tsx'],
      cwd: ROOT,
      readyPath: '/',
    });
    const on = {
      OTEL_EXPORTER_OTLP_ENDPOINT: sink.url,
      OTEL_TRACES_SAMPLER: 'always_on',
      OTEL_METRIC_EXPORT_INTERVAL: '10000',
    };
    const tsx = ['--conditions=react-server', '--import', 'tsx'];
    const standalone = (cwd: string, env: Record<string, string>) =>
      start({
        server: join(cwd, 'scripts/start-service.ts'),
        nodeArgs: tsx,
        cwd,
        env: { HOST: '127.0.0.1', ...env },
        timeoutMs: 120_000,
      });
    const without = await standalone(join(work, 'without'), {});
    const off = await standalone(ROOT, {});
    const onServer = await standalone(ROOT, on);
    const nextOff = build ? await start({ server: build.server }) : null;
    const nextOn = build ? await start({ server: build.server, env: on }) : null;

    const customer = { 'content-type': 'application/json', authorization: `Bearer ${seed.customerToken}` };
    const body = JSON.stringify({ query: LIST_HANDBOOKS });
    const endpoint = (name: string, server: RunningServer) => ({
      name,
      url: `${server.url}/api/graphql-public`,
      headers: customer,
      body,
    });
    const endpoints = [
      endpoint(WITHOUT, without),
      endpoint(OFF, off),
      endpoint(ON, onServer),
      ...(nextOff && nextOn ? [endpoint(NEXT_OFF, nextOff), endpoint(NEXT_ON, nextOn)] : []),
    ];
    for (const e of endpoints) {
      const answer = await fetch(e.url, { method: 'POST', headers: e.headers, body: e.body });
      if (answer.status !== 200)
        throw new Error(`${e.name} answered ${answer.status}: ${await answer.text()}`);
    }
    const scope = { serverPids: servers.filter((s) => s !== sink).map((s) => s.pid), databases: [database] };
    const rows: ComparedRow[] = [];
    for (const connections of CONNECTIONS)
      rows.push(...(await compareEndpoints(endpoints, WITHOUT, connections, scope)));
    const targets = [
      ...ratioTarget(rows, OFF, WITHOUT, OFF_OF_WITHOUT, 'standalone, telemetry off ÷ without telemetry'),
      ...ratioTarget(
        rows,
        ON,
        WITHOUT,
        ON_OF_WITHOUT,
        'standalone, telemetry on (every span) ÷ without telemetry',
      ),
      ...(nextOn
        ? ratioTarget(rows, NEXT_ON, NEXT_OFF, ON_OF_WITHOUT, 'Next, telemetry on (every span) ÷ off')
        : []),
    ];
    reportComparison({
      benchmark: 'telemetry',
      title: `telemetry's cost on PostgreSQL (ratio = req/s ÷ "${WITHOUT}" req/s in the same round, median of rounds)`,
      groupColumn: 'store',
      groups: [{ label: 'postgres', rows }],
      targets,
      loadAverageAtStart,
      skipped: nextOn ? {} : { next: '--without-next' },
      resultsKey: 'rows',
      results: rows,
    });
  } finally {
    for (const s of servers) await s.stop();
    await database.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
