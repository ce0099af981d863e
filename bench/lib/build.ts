/**
 * One production build for the benchmarks, made in a copy of the project under the system's temp folder so
 * that it never collides with a build in the working tree. The copy gets the benchmarks' baseline routes
 * (bench/baseline-app/, copied into its app/): the product itself ships none. Rebuilt only when a source
 * file changed (a hash of every tracked and untracked, not ignored file), or when BENCH_REBUILD=1.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const ROOT = process.cwd();
export const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? join(tmpdir(), 'hb-bench', 'app');
const HASH_FILE = '.bench-build-hash';
/** Routes only the benchmark's build has, laid out as they go into its app/ folder. */
const BASELINE_APP = 'bench/baseline-app/';
/** The bare yoga route stands for the service's APIs, so the copy's root proxy leaves it alone as it does them. */
const BASELINE_API = 'api/bench/hello';
const SERVICE_API_EXCLUSION = 'api/graphql-reseller$';

function projectFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT });
  return out
    .toString('utf8')
    .split('\0')
    .filter((f) => f && existsSync(join(ROOT, f)))
    .sort();
}

function hashOf(files: string[]): string {
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(ROOT, file)));
  return hash.digest('hex');
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output.slice(-4000)}`)),
    );
  });
}

export interface Build {
  dir: string;
  server: string;
  /** Seconds the build took; 0 when an up-to-date build was reused. */
  seconds: number;
}

/** Copies the baseline routes into the copy's app/ and keeps its root proxy off the bare API route. */
function addBaselineRoutes(baselineFiles: string[]): void {
  for (const file of baselineFiles) {
    const target = join(BUILD_DIR, 'app', file.slice(BASELINE_APP.length));
    if (existsSync(target)) throw new Error(`${file} would replace the product's ${target}`);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(ROOT, file), target);
  }
  const proxyPath = join(BUILD_DIR, 'proxy.ts');
  const proxy = readFileSync(proxyPath, 'utf8');
  if (proxy.split(SERVICE_API_EXCLUSION).length !== 2) {
    throw new Error(
      `proxy.ts's matcher no longer names ${SERVICE_API_EXCLUSION} once; update bench/lib/build.ts`,
    );
  }
  writeFileSync(proxyPath, proxy.replace(SERVICE_API_EXCLUSION, `${SERVICE_API_EXCLUSION}|${BASELINE_API}$`));
}

/**
 * Keeps the build's type check to the product: the build's codegen still writes the tests' document types
 * (tests/generated/), which the copy's other test files would complete and without them do not compile.
 */
function typeCheckProductOnly(): void {
  const tsconfigPath = join(BUILD_DIR, 'tsconfig.json');
  const tsconfig = JSON.parse(readFileSync(tsconfigPath, 'utf8')) as { exclude?: string[] };
  tsconfig.exclude = [...(tsconfig.exclude ?? []), 'tests'];
  writeFileSync(tsconfigPath, JSON.stringify(tsconfig, null, 2));
}

/** The standalone build of the current sources, made or reused. */
export async function ensureBuild(log: (message: string) => void = () => {}): Promise<Build> {
  const all = projectFiles();
  // The product's sources only: the tests may import benchmark code, which the copy leaves out, and the
  // test runners' configs and the end-to-end specs import the tests' support files (the build's type check
  // would miss them).
  const files = all.filter(
    (f) =>
      !f.startsWith('bench/') &&
      !f.startsWith('tests/') &&
      !f.startsWith('e2e/') &&
      f !== 'vitest.config.ts' &&
      f !== 'playwright.config.ts',
  );
  const baselineFiles = all.filter((f) => f.startsWith(BASELINE_APP));
  const hash = hashOf([...files, ...baselineFiles]);
  const server = join(BUILD_DIR, '.next/standalone/server.js');
  const hashPath = join(BUILD_DIR, HASH_FILE);
  const fresh =
    process.env.BENCH_REBUILD !== '1' &&
    existsSync(server) &&
    existsSync(hashPath) &&
    readFileSync(hashPath, 'utf8') === hash;
  if (fresh) {
    log(`reusing the build in ${BUILD_DIR} (sources unchanged)`);
    return { dir: BUILD_DIR, server, seconds: 0 };
  }
  log(`building a copy of the sources in ${BUILD_DIR} …`);
  const started = performance.now();
  rmSync(BUILD_DIR, { recursive: true, force: true });
  mkdirSync(BUILD_DIR, { recursive: true });
  writeFileSync(join(BUILD_DIR, '.bench-files'), files.join('\n'));
  execFileSync('rsync', ['-a', '--files-from', join(BUILD_DIR, '.bench-files'), `${ROOT}/`, `${BUILD_DIR}/`]);
  // Hard links: no copy of 700 MB, and the traced standalone output gets real files inside the copy.
  execFileSync('cp', ['-al', join(ROOT, 'node_modules'), join(BUILD_DIR, 'node_modules')]);
  addBaselineRoutes(baselineFiles);
  typeCheckProductOnly();
  await run('npm', ['run', '--silent', 'build'], BUILD_DIR);
  writeFileSync(hashPath, hash);
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  log(`built in ${seconds} s`);
  return { dir: BUILD_DIR, server, seconds };
}
