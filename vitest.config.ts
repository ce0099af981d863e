import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { moduleMockingFiles } from './tests/support/module-mocking-files';
import { TRANSPORT_FILES } from './tests/support/transport-files';

const root = fileURLToPath(new URL('.', import.meta.url));
const timeouts = { testTimeout: 60_000, hookTimeout: 120_000 };
const shared = {
  resolve: {
    alias: [
      { find: '@/', replacement: root },
      // `server-only` throws outside a React Server Components bundle; tests import server modules directly.
      {
        find: 'server-only',
        replacement: fileURLToPath(new URL('node_modules/server-only/empty.js', import.meta.url)),
      },
      // Node loads graphql's CommonJS build for yoga; the tests' own imports must get the same one, or
      // graphql refuses types "from another module or realm".
      { find: /^graphql$/, replacement: 'graphql/index.js' },
    ],
  },
};

type ProjectTest = NonNullable<TestProjectInlineConfiguration['test']>;

/**
 * A project whose files share one module graph (`isolate: false`): a fresh graph per file loaded the whole
 * service again for each, which took longer than most files' tests (the service suite on PGlite: 498 s with a
 * graph per file, 173 s shared). The files among `files` that mock or reload modules run in
 * `<name>:isolated`, a graph each, or their mocks would reach the other files and others' modules theirs.
 */
function sharedGraph(
  test: Omit<ProjectTest, 'include' | 'isolate'> & { name: string; folder: string; files?: string[] },
): TestProjectInlineConfiguration[] {
  const { folder, files, ...rest } = test;
  const include = files ?? [`${folder}/**/*.test.ts`];
  const mocking = moduleMockingFiles(root, folder).filter((file) => !files || files.includes(file));
  const projects: TestProjectInlineConfiguration[] = [
    {
      ...shared,
      test: {
        ...timeouts,
        ...rest,
        include,
        exclude: [...configDefaults.exclude, ...mocking],
        isolate: false,
      },
    },
  ];
  if (mocking.length > 0) {
    projects.push({
      ...shared,
      test: { ...timeouts, ...rest, name: `${rest.name}:isolated`, include: mocking },
    });
  }
  return projects;
}

// Each project is named for what it needs. unit: nothing but the code under test. integration: child
// processes, loopback servers, files, the embedded store. service:pglite: the service suite on PGlite;
// service:node-http: its files about the transport (envelope, request errors, limits, credentials, strings)
// through the standalone server's node:http layer (npm run start:service); the other files' requests cross
// that layer the same way and would only add time. With a PostgreSQL server (DATABASE_URL):
// service:postgres, the suite on it, and postgres, what only a server can show (an outage, instances with
// pools of their own). With a Redis server (REDIS_URL): redis. Every project shares one module graph among
// its files, but for those that mock modules (see sharedGraph). The service projects' stores start migrated:
// from a snapshot (PGlite) or a template database (PostgreSQL) their global setup makes once per run
// (tests/support), and a PGlite store is emptied and kept for the worker's next file
// (tests/service/kept-pglite-store.ts).
const pgliteSnapshot = ['tests/support/pglite-snapshot.ts'];
const childBundles = 'tests/support/child-bundles.ts';
const projects: TestProjectInlineConfiguration[] = [
  ...sharedGraph({ name: 'unit', folder: 'tests/unit' }),
  // Some start a service through the service suite's harness, whose stores start from the snapshot; the
  // processes they start run one bundle of their entry points made once per run (tests/support/child-bundles.ts).
  ...sharedGraph({
    name: 'integration',
    folder: 'tests/integration',
    globalSetup: [...pgliteSnapshot, childBundles],
  }),
  ...sharedGraph({
    name: 'service:pglite',
    folder: 'tests/service',
    env: { TEST_STORE: 'pglite' },
    globalSetup: pgliteSnapshot,
  }),
  ...sharedGraph({
    name: 'service:node-http',
    folder: 'tests/service',
    files: TRANSPORT_FILES,
    env: { TEST_STORE: 'pglite', TEST_TRANSPORT: 'node-http' },
    globalSetup: pgliteSnapshot,
  }),
];

// images: the Dockerfile's two file trees, started with node alone; needs the production build, so
// scripts/test-all.sh runs it after `npm run build` (TEST_IMAGES=1 npx vitest run --project images).
if (process.env.TEST_IMAGES) {
  projects.push({
    ...shared,
    test: { ...timeouts, name: 'images', include: ['tests/images/**/*.test.ts'] },
  });
}

// CI runs every suite: there the PostgreSQL projects always exist, and their global setup fails the run
// when DATABASE_URL is missing or its server does not answer. On a user's machine they need DATABASE_URL.
const CI = !!process.env.CI;
if (process.env.DATABASE_URL || CI) {
  const requirePostgres = ['tests/support/require-postgres.ts'];
  projects.push(
    ...sharedGraph({
      name: 'service:postgres',
      folder: 'tests/service',
      env: { TEST_STORE: 'postgres' },
      globalSetup: [...requirePostgres, 'tests/support/postgres-template.ts'],
    }),
    ...sharedGraph({
      name: 'postgres',
      folder: 'tests/postgres',
      globalSetup: [...requirePostgres, childBundles],
    }),
  );
} else if (!process.env.VITEST_WORKER_ID) {
  console.log(
    '[vitest] PostgreSQL suites skipped (service:postgres, postgres): DATABASE_URL is not set (set it to a PostgreSQL server to run them).',
  );
}

// The same rule for Redis (REDIS_URL): redis, the limits every instance on one Redis shares, and what they do
// when it stops answering.
if (process.env.REDIS_URL || CI) {
  projects.push(
    ...sharedGraph({
      name: 'redis',
      folder: 'tests/redis',
      // Its service tests start stores from the same snapshot as the service suite.
      globalSetup: ['tests/support/require-redis.ts', ...pgliteSnapshot],
    }),
  );
} else if (!process.env.VITEST_WORKER_ID) {
  console.log(
    '[vitest] Redis suite skipped (redis): REDIS_URL is not set (set it to a Redis server, e.g. redis://127.0.0.1:6379, to run it).',
  );
}

export default defineConfig({
  // At least two files at a time, where Vitest's default is one fewer than the cores (one on a 2-core machine):
  // many files wait on child processes, sockets or the PostgreSQL server, and one worker left a core idle
  // meanwhile (the whole run under CI on 2 cores: 19.5 min with one, 7 min with two, both beside other work).
  test: { projects, maxWorkers: Math.max(2, availableParallelism() - 1) },
});
