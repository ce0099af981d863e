/**
 * Endpoints compared under the same load: ROUNDS short runs of each, interleaved (the order rotates every
 * round) so that a shared machine's drift lands on all of them alike. Throughput ratios are paired within a
 * round; CPU per request (app servers and database backends, from /proc) is reported beside them, as it
 * is far less disturbed by other work on the machine than requests per second are.
 */
import { measureCpu } from './cpu';
import { runLoad, type LoadResult } from './load';
import { heading, printTargets, table, writeResults, type TargetResult } from './report';

export const SECONDS = Number(process.env.BENCH_DURATION ?? 3);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
export const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);

export interface Endpoint {
  name: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface ComparedRow {
  endpoint: string;
  connections: number;
  /** Requests per second over all rounds. */
  rps: number;
  /** Medians over the rounds of each run's p50 and p99 latency, in ms. */
  p50: number;
  p99: number;
  /** Median over the rounds of (this endpoint's req/s ÷ the reference's req/s in the same round). */
  ratio: number | null;
  failures: number;
  /** CPU milliseconds per request: the app's server processes, and the database's backends. */
  appCpuMs: number;
  databaseCpuMs: number;
}

export interface CpuScope {
  serverPids: number[];
  databases: { url: string; name: string }[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Runs every endpoint at `connections`; ratios are against `reference` (one of the endpoints' names). */
export async function compareEndpoints(
  endpoints: Endpoint[],
  reference: string,
  connections: number,
  scope: CpuScope,
): Promise<ComparedRow[]> {
  const runs = new Map<string, LoadResult[]>(endpoints.map((e) => [e.name, []]));
  const cpu = new Map(endpoints.map((e) => [e.name, { app: 0, database: 0 }]));
  const spec = (e: Endpoint) => ({ url: e.url, headers: e.headers, body: e.body, connections });
  for (const e of endpoints) await runLoad({ ...spec(e), seconds: 1 }); // warm-up, not reported
  for (let r = 0; r < ROUNDS; r++) {
    const order = endpoints.map((_, i) => endpoints[(i + r) % endpoints.length]!);
    for (const e of order) {
      const measured = await measureCpu(scope.serverPids, scope.databases, () =>
        runLoad({ ...spec(e), seconds: SECONDS }),
      );
      runs.get(e.name)!.push(measured.result);
      const spent = cpu.get(e.name)!;
      spent.app += measured.serverMs;
      spent.database += measured.databaseMs;
    }
  }
  const base = runs.get(reference)!;
  return endpoints.map((e) => {
    const results = runs.get(e.name)!;
    const requests = results.reduce((sum, r) => sum + r.requests, 0);
    const spent = cpu.get(e.name)!;
    const row: ComparedRow = {
      endpoint: e.name,
      connections,
      rps: Math.round(requests / (SECONDS * ROUNDS)),
      p50: median(results.map((r) => r.p50)),
      p99: median(results.map((r) => r.p99)),
      ratio: e.name === reference ? null : round(median(results.map((r, i) => r.rps / base[i]!.rps)), 2),
      failures: results.reduce((sum, r) => sum + r.failures, 0),
      appCpuMs: round(spent.app / Math.max(1, requests), 3),
      databaseCpuMs: round(spent.database / Math.max(1, requests), 3),
    };
    process.stdout.write(
      `  ${row.endpoint.padEnd(24)} c=${String(connections).padEnd(3)} ${String(row.rps).padStart(6)} req/s  ` +
        `p50 ${row.p50} ms  p99 ${row.p99} ms  ratio ${row.ratio ?? '-'}  ` +
        `cpu/req ${row.appCpuMs} + ${row.databaseCpuMs} ms` +
        `${row.failures ? `  FAILED REQUESTS ${row.failures}` : ''}\n`,
    );
    return row;
  });
}

export const comparedHeader = [
  'endpoint',
  'conns',
  'req/s',
  'p50 ms',
  'p99 ms',
  'ratio',
  'failed',
  'cpu ms/req (app+db)',
];

export function comparedCells(r: ComparedRow): (string | number)[] {
  return [
    r.endpoint,
    r.connections,
    r.rps,
    r.p50,
    r.p99,
    r.ratio ?? '-',
    r.failures,
    `${r.appCpuMs} + ${r.databaseCpuMs}`,
  ];
}

/**
 * The end of a comparing benchmark: the table of every group's rows (a store, a case), the targets, and the
 * JSON summary with the run's settings; `results` is what the summary keeps under `resultsKey`.
 */
export function reportComparison(options: {
  benchmark: string;
  title: string;
  groupColumn: string;
  groups: { label: string; rows: ComparedRow[] }[];
  targets: TargetResult[];
  loadAverageAtStart: number[];
  skipped: Record<string, string>;
  resultsKey: string;
  results: unknown;
}): void {
  heading(options.title);
  console.log(
    table([
      [options.groupColumn, ...comparedHeader],
      ...options.groups.flatMap((g) => g.rows.map((r) => [g.label, ...comparedCells(r)])),
    ]),
  );
  printTargets(options.targets);
  const path = writeResults(options.benchmark, {
    benchmark: options.benchmark,
    when: new Date().toISOString(),
    secondsPerRun: SECONDS,
    rounds: ROUNDS,
    loadAverageAtStart: options.loadAverageAtStart,
    skipped: options.skipped,
    [options.resultsKey]: options.results,
    targets: options.targets,
  });
  console.log(`\nJSON: ${path}`);
}
