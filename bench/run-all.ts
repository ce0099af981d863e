/**
 * `npm run bench`: every benchmark, one after the other, each in its own process (so that one's memory and
 * JIT state never colour the next), then every target with its verdict. Each benchmark prints its figures
 * and writes bench/results/<name>.json; this writes bench/results/summary.json, the one that is committed.
 *
 *   npm run bench                         every benchmark; scale at 0.1 (100,000 customers)
 *   npm run bench -- --full               scale at full size: 1,000,000 customers (takes many minutes)
 *   npm run bench -- --only=scale,relay   some of them
 *
 * PostgreSQL parts run when a server answers at DATABASE_URL and are skipped with the reason otherwise.
 * Environment: BENCH_SCALE (full or a fraction), BENCH_ROUNDS, BENCH_DURATION, BENCH_CONNECTIONS,
 * BENCH_VISITS, BENCH_SKIP_CLONE=1, BENCH_REBUILD=1, PLAYWRIGHT_CHROMIUM_PATH.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { postgresUnavailable } from './lib/postgres';
import { heading, printTargets, table, writeResults, type TargetResult } from './lib/report';
import type { RunSummary } from './lib/summary-table';

const BENCHMARKS = [
  'scale',
  'service-throughput',
  'service-standalone',
  'usage-cost',
  'relay',
  'dashboard',
  'startup',
  'handbook-pdf',
  'handbook-regeneration',
  'telemetry',
  'webhook-statements',
] as const;
const ROOT = process.cwd();
const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const passThrough = args.filter((a) => !a.startsWith('--only='));

function run(name: string): Promise<number> {
  return new Promise((resolve) => {
    // react-server: the service's modules start with `import 'server-only'`, which that condition empties.
    const child = spawn(
      process.execPath,
      [TSX, '--conditions=react-server', join(ROOT, 'bench', name, 'run.ts'), ...passThrough],
      { stdio: 'inherit', env: process.env },
    );
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

interface Results {
  targets?: TargetResult[];
}

async function main() {
  const started = performance.now();
  const loadAverageAtStart = loadavg().map((l) => Math.round(l * 100) / 100);
  const postgres = await postgresUnavailable();
  console.log(
    postgres
      ? `PostgreSQL parts will be skipped: ${postgres}.`
      : `PostgreSQL parts run against DATABASE_URL (databases hb_bench_* are created and dropped).`,
  );
  const selected = BENCHMARKS.filter((b) => !only || only.includes(b));
  const exitCodes: Record<string, number> = {};
  for (const name of selected) {
    heading(`bench/${name}`);
    const benchStarted = performance.now();
    exitCodes[name] = await run(name);
    const took = Math.round((performance.now() - benchStarted) / 1000);
    console.log(
      `bench/${name}: ${exitCodes[name] === 0 ? 'done' : `FAILED (exit ${exitCodes[name]})`} in ${took} s`,
    );
  }

  heading('every target');
  const targets: (TargetResult & { benchmark: string })[] = [];
  for (const name of selected) {
    const path = join(ROOT, 'bench/results', `${name}.json`);
    if (exitCodes[name] !== 0 || !existsSync(path)) continue;
    const results = JSON.parse(readFileSync(path, 'utf8')) as Results;
    for (const target of results.targets ?? []) targets.push({ benchmark: name, ...target });
  }
  printTargets(targets.map((t) => ({ ...t, target: `[${t.benchmark}] ${t.target}` })));
  const failed = Object.entries(exitCodes).filter(([, code]) => code !== 0);
  if (failed.length) console.log(table([['benchmark', 'exit code'], ...failed]));
  const minutes = Math.round((performance.now() - started) / 6000) / 10;
  console.log(`\n${selected.length} benchmarks in ${minutes} min.`);
  const summary: RunSummary = {
    when: new Date().toISOString(),
    machine: { cpus: cpus().length, loadAverageAtStart },
    postgres: postgres ?? 'reachable',
    exitCodes,
    targets,
    minutes,
  };
  // The committed summary is always one whole run: a run of some benchmarks leaves it as it was.
  if (selected.length === BENCHMARKS.length) {
    const path = writeResults('summary', summary);
    console.log(
      `JSON: ${path} (committed; \`npm run bench:figures\` puts its figures in docs/performance.md)`,
    );
  } else {
    const path = writeResults('summary-partial', summary);
    console.log(`JSON: ${path} (not committed: the committed summary.json is of a whole run)`);
  }
  if (failed.length) process.exitCode = 1;
}

await main();
