import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/lib/contract/api-paths';
import { fontFiles } from '@/lib/dashboard/handbook-files/font-registry';
import { BUILT_STORE_FILE } from '@/lib/service/db/open-store';
import { DEMO_KEY_FILE } from '@/lib/service/demo/ensure-demo-data';
import { startChild, stop, waitForHealth, type ChildServer } from '../support/child-server';
import { freePort } from '../support/free-port';

/**
 * The two images of the Dockerfile, without a Docker engine: each file tree copied the way its stage copies
 * it (the service's dist/service, the app's Next standalone output), started with `node` alone and asked for
 * its health and one query of each API. Runs after `npm run build` (scripts/test-all.sh).
 */
const root = process.cwd();
const SECRET = 'image-test-secret-that-is-32-bytes-or-more';
// What a container has: no npm, no node_modules/.bin on the PATH, nothing of the checkout.
const BARE_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

async function graphql(base: string, path: string, headers: Record<string, string>, query: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown> } };
}

/** Health, then the Reseller API with the demo key, then the Customer API with a token it issued. */
async function answersBothApis(base: string, dataDir: string): Promise<void> {
  const health = await fetch(`${base}${API_PATHS.health}`);
  expect(health.status).toBe(200);
  const key = readFileSync(join(dataDir, DEMO_KEY_FILE), 'utf8').trim();
  const customers = await graphql(
    base,
    API_PATHS.reseller,
    { 'x-api-token': key },
    '{ handbookCustomers(limit: 1) { total customers { userId } } }',
  );
  expect(customers.status).toBe(200);
  const list = customers.body.data!.handbookCustomers as { total: number; customers: { userId: string }[] };
  expect(list.total).toBeGreaterThan(0);
  const issued = await graphql(
    base,
    API_PATHS.reseller,
    { 'x-api-token': key },
    `mutation { generateCustomerToken(userId: "${list.customers[0]!.userId}") { token } }`,
  );
  const { token } = issued.body.data!.generateCustomerToken as { token: string };
  const handbooks = await graphql(
    base,
    API_PATHS.customer,
    { authorization: `Bearer ${token}` },
    '{ listHandbooks { handbooks { handbookId } } }',
  );
  expect(handbooks.status).toBe(200);
  expect(handbooks.body.data!.listHandbooks).toHaveProperty('handbooks');
}

/**
 * The release step (`npm run db:migrate`) as the image runs it: node alone, on an empty embedded store. The
 * store starts from the migrated one the build put in the tree (BUILT_STORE_FILE), so no migration is left
 * to apply; PGlite's initdb and the migrations took 8.6 s here, the copy 3.3 s.
 */
async function migratesWithNode(folder: string, script: string, from = folder): Promise<void> {
  expect(existsSync(join(folder, BUILT_STORE_FILE))).toBe(true);
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-image-migrate-'));
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [join(folder, script)], {
      cwd: from,
      env: { PATH: BARE_PATH, NODE_ENV: 'production', HANDBOOK_DATA_DIR: relative(from, dataDir) },
    });
    expect(stdout).toBe(`db:migrate: the embedded store in ${dataDir} is up to date; nothing to apply.\n`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Starts `script` of the tree in `folder` from the working directory `from`, with the data folder given
 * relative to it (as a shell or a unit file would), so that the tree is shown to find its own files.
 */
async function startImage(folder: string, script: string, env: Record<string, string>, from = folder) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-image-data-'));
  const server = startChild(process.execPath, [join(folder, script)], {
    cwd: from,
    env: {
      PATH: BARE_PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HANDBOOK_DATA_DIR: relative(from, dataDir),
      HANDBOOK_DEMO_DATA: 'true',
      HANDBOOK_JWT_SECRET: SECRET,
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, server.exited);
  return { server, base, dataDir };
}

describe('the service image (Dockerfile target service)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'hb-image-service-'));
  let started: { server: ChildServer; base: string; dataDir: string } | undefined;

  beforeAll(async () => {
    cpSync(resolve(root, 'dist/service'), folder, { recursive: true });
    // Started from elsewhere: a unit file or a shell need not change into the folder first.
    started = await startImage(folder, 'start-service.mjs', { HOST: '127.0.0.1' }, tmpdir());
  }, 300_000);

  afterAll(() => {
    if (started) stop(started.server.child);
    rmSync(folder, { recursive: true, force: true });
  });

  it('holds the bundle and the packages that load files of their own, nothing else', () => {
    // PGlite's WebAssembly, and sharp with its native build (@img) and what sharp reads at load, for the
    // logo's child process (lib/images/prepare-logo-child.mjs).
    expect(readdirSync(join(folder, 'node_modules')).sort()).toEqual([
      '@electric-sql',
      '@img',
      'detect-libc',
      'semver',
      'sharp',
    ]);
    expect(existsSync(join(folder, 'package.json'))).toBe(false);
  });

  it('runs the bundle with node and answers health and both APIs', async () => {
    await answersBothApis(started!.base, started!.dataDir);
  });

  it('runs its release step, the migrations, with node', async () => {
    await migratesWithNode(folder, 'db-migrate.mjs', tmpdir());
  });
});

describe('the app image (Dockerfile target run)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'hb-image-app-'));
  let started: { server: ChildServer; base: string; dataDir: string } | undefined;

  beforeAll(async () => {
    // Next's standalone output is the whole tree: the server, its traced production packages, the assets.
    cpSync(resolve(root, '.next/standalone'), folder, { recursive: true });
    started = await startImage(folder, 'server.js', {
      HOSTNAME: '127.0.0.1',
      SESSION_SECRET: `${SECRET}-session`,
    });
  }, 300_000);

  afterAll(() => {
    if (started) stop(started.server.child);
    rmSync(folder, { recursive: true, force: true });
  });

  it('holds no build tools', () => {
    for (const tool of ['tsx', 'typescript', 'vitest', 'esbuild'])
      expect(existsSync(join(folder, 'node_modules', tool)), tool).toBe(false);
  });

  it('runs with node and answers health and both APIs', async () => {
    await answersBothApis(started!.base, started!.dataDir);
  });

  it('holds the handbook PDF’s font files, and not the font packages’ other weights', () => {
    for (const file of fontFiles()) expect(existsSync(join(folder, file)), file).toBe(true);
    expect(existsSync(join(folder, 'node_modules/@expo-google-fonts/noto-sans-sc/100Thin'))).toBe(false);
  });

  it('runs its release step, the migrations, with node', async () => {
    await migratesWithNode(folder, 'scripts/db-migrate.mjs');
  });
});
