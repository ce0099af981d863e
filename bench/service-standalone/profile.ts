/**
 * Where the standalone service's CPU goes under load: `listHandbooks` on PostgreSQL as in run.ts, with the
 * server under `node --cpu-prof`, then the profile summed by the code a sample was in: self time per area
 * (the service's own files by folder, each library by package, Node's internals) and the heaviest functions.
 * Only the samples taken while the load ran count, after a warm-up load: start-up (module loading,
 * migrations) and the first requests' compilations are left out.
 *
 *   tsx --conditions=react-server bench/service-standalone/profile.ts [seconds=10] [connections=10] [flags]
 *
 * --bare: the bare yoga of run.ts under the same load instead, for the same tables of the baseline.
 * --next: the benchmark's Next build (bench/lib/build.ts) instead of the standalone service. Its code is
 *   bundled, so the areas are chunks and the names minified; the packages and Node's internals still read.
 * --customers: the Reseller API's `handbookCustomers` (25 rows) instead of `listHandbooks`.
 * --hello: with --next, the bare yoga route of that build (`{ hello }`), the service-throughput baseline.
 * --otel: the standalone service with telemetry on (every span sampled), exporting to bench/telemetry's sink;
 *   --otel=traces or --otel=metrics: only that signal, to tell their costs apart.
 * --keep: leave the .cpuprofile file (its path is printed) for Chrome DevTools or speedscope.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild } from '../lib/build';
import { runLoad } from '../lib/load';
import { createBenchDatabase, postgresUnavailable } from '../lib/postgres';
import { heading, table } from '../lib/report';
import { seedServiceData } from '../lib/seed';
import { startServer, type RunningServer } from '../lib/server';
import { HANDBOOK_CUSTOMERS, LIST_HANDBOOKS } from '../lib/service-queries';

const ROOT = process.cwd();
const bare = process.argv.includes('--bare');
const inNext = process.argv.includes('--next');
const customers = process.argv.includes('--customers');
const hello = process.argv.includes('--hello');
const keep = process.argv.includes('--keep');
const otel = process.argv.find((a) => a === '--otel' || a.startsWith('--otel='))?.split('=')[1] ?? null;
const otelOn = process.argv.some((a) => a === '--otel' || a.startsWith('--otel='));
const [seconds = 10, connections = 10] = process.argv
  .slice(2)
  .filter((a) => !a.startsWith('--'))
  .map(Number);
const WARM_UP_SECONDS = 3;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  /** Microseconds on the monotonic clock, as process.hrtime gives it. */
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The part of the program a script belongs to: a package, a folder of the project, or Node itself. */
function areaOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:').split('/')[0]!;
  const local = url.replace(/^file:\/\//, '').replace(`${ROOT}/`, '');
  return local.split('/').slice(0, -1).join('/') || local;
}

/** The project's own functions on the stack of `id` (each once), innermost first. */
function ownFunctionsOnStack(id: number, byId: Map<number, ProfileNode>, parents: Map<number, number>) {
  const names = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
    const { functionName, url } = byId.get(at)!.callFrame;
    if (url.includes(ROOT) && !url.includes('node_modules') && functionName)
      names.add(`${functionName} ${areaOf(url, functionName)}`);
  }
  return names;
}

/**
 * Self time in ms by area and by function, and the time under each of the project's functions, counting the
 * samples taken from `sinceMicros` (the monotonic clock) on.
 */
function summarise(profile: Profile, sinceMicros: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const under = new Map<string, number>();
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  let at = profile.startTime;
  for (const [i, id] of profile.samples.entries()) {
    const node = byId.get(id)!;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    at += profile.timeDeltas[i] ?? 0;
    if (at < sinceMicros) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') continue;
    total += ms;
    const area = areaOf(url, functionName);
    areas.set(area, (areas.get(area) ?? 0) + ms);
    const name = `${functionName || '(anonymous)'} ${area}:${lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
    for (const own of ownFunctionsOnStack(id, byId, parents)) under.set(own, (under.get(own) ?? 0) + ms);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => [name, Math.round(ms), `${Math.round((ms / total) * 1000) / 10}%`]);
  return { total, areas: top(areas, 20), functions: top(functions, 20), under: top(under, 30) };
}

/**
 * CPU milliseconds of a process by thread name (the main thread, V8's helpers for the garbage collector and
 * the compiler, libuv's pool): the profile sees only the main thread.
 */
function threadTimes(pid: number): Map<string, number> {
  const tick = 1000 / 100; // USER_HZ
  const times = new Map<string, number>();
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
    // Threads that never name themselves (libuv's pool, V8's helpers on Node 20) inherit `node`.
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replace(/\d+$/, '');
    const name = task === String(pid) ? 'main thread' : comm === 'node' ? 'other threads' : comm;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = (Number(fields[11]) + Number(fields[12])) * tick;
    times.set(name, (times.get(name) ?? 0) + ms);
  }
  return times;
}

let sink: RunningServer | null = null;

/** The variables that turn telemetry on, every span sampled, toward a sink that keeps nothing. */
async function telemetrySink(dataDir: string): Promise<Record<string, string>> {
  sink = await startServer({
    dataDir,
    server: join(ROOT, 'bench/telemetry/otlp-sink.ts'),
    nodeArgs: ['--import', 'tsx'],
    cwd: ROOT,
    readyPath: '/',
  });
  const signals: Record<string, string> =
    otel === 'traces'
      ? { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${sink.url}/v1/traces` }
      : otel === 'metrics'
        ? { OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: `${sink.url}/v1/metrics` }
        : { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url };
  return { ...signals, OTEL_TRACES_SAMPLER: 'always_on' };
}

async function main() {
  const unavailable = await postgresUnavailable();
  if (unavailable) throw new Error(`needs PostgreSQL: ${unavailable}`);
  const database = await createBenchDatabase('profile');
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-bench-profile-'));
  const profileDir = mkdtempSync(join(tmpdir(), 'hb-bench-cpuprofile-'));
  try {
    const seed = await seedServiceData({ databaseUrl: database.url });
    const profiler = [
      '--cpu-prof',
      `--cpu-prof-dir=${profileDir}`,
      '--conditions=react-server',
      '--import',
      'tsx',
    ];
    const common = { nodeArgs: profiler, cwd: ROOT, dataDir, databaseUrl: database.url };
    const server = bare
      ? await startServer({
          ...common,
          server: join(ROOT, 'bench/service-standalone/bare-yoga.ts'),
          env: { BENCH_CUSTOMER_ID: seed.customerId },
          readyPath: '/graphql?query=%7B__typename%7D',
        })
      : inNext
        ? await startServer({
            server: (await ensureBuild((m) => console.log(`build: ${m}`))).server,
            nodeArgs: profiler.slice(0, 2),
            dataDir,
            databaseUrl: database.url,
          })
        : await startServer({
            ...common,
            server: join(ROOT, 'scripts/start-service.ts'),
            env: { HOST: '127.0.0.1', ...(otelOn ? await telemetrySink(dataDir) : {}) },
            timeoutMs: 120_000,
          });
    const json = { 'content-type': 'application/json' };
    const targets = {
      bare: { path: '/graphql', headers: json, query: LIST_HANDBOOKS },
      hello: { path: '/api/bench/hello', headers: json, query: '{ hello }' },
      customers: {
        path: '/api/graphql-reseller',
        headers: { ...json, 'x-api-token': seed.apiKey },
        query: HANDBOOK_CUSTOMERS,
      },
      handbooks: {
        path: '/api/graphql-public',
        headers: { ...json, authorization: `Bearer ${seed.customerToken}` },
        query: LIST_HANDBOOKS,
      },
    };
    const target = targets[bare ? 'bare' : hello ? 'hello' : customers ? 'customers' : 'handbooks'];
    const load = (seconds: number) =>
      runLoad({
        url: `${server.url}${target.path}`,
        connections,
        seconds,
        method: 'POST',
        headers: target.headers,
        body: JSON.stringify({ query: target.query }),
      });
    // Modules the first requests load and the JIT's first compilations are not what a request costs.
    await load(WARM_UP_SECONDS);
    const loadStarted = Number(process.hrtime.bigint() / 1000n);
    const threadsBefore = threadTimes(server.pid);
    const measured = await load(seconds);
    const threads = [...threadTimes(server.pid)].map(([name, ms]) => {
      const spent = ms - (threadsBefore.get(name) ?? 0);
      return [name, Math.round(spent), Math.round((spent / measured.requests) * 1000)];
    });
    await server.stop();
    const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error('the server wrote no profile');
    const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as Profile;
    const { total, areas, functions, under } = summarise(profile, loadStarted);
    heading(
      `${bare ? 'bare yoga: ' : ''}${measured.requests} requests (${measured.rps} req/s, c=${connections}, ` +
        `${measured.failures} failed); ${Math.round(total)} ms of CPU in the server's thread while the load ran, ` +
        `${Math.round((total / measured.requests) * 1000)} µs a request`,
    );
    const perRequest = areas.map((row) => [
      ...row,
      Math.round(((row[1] as number) / measured.requests) * 1000),
    ]);
    console.log(table([['thread', 'CPU ms', 'µs a request'], ...threads]));
    console.log(table([['area', 'self ms', 'share', 'µs a request'], ...perRequest]));
    console.log(table([['function', 'self ms', 'share'], ...functions]));
    console.log(table([["the project's function", 'ms under it', 'share'], ...under]));
  } finally {
    await sink?.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    if (keep) console.log(`profile kept in ${profileDir}`);
    else rmSync(profileDir, { recursive: true, force: true });
  }
}

await main();
