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

// Each project is named for what it needs. unit: nothing but the code under test, its files in one shared
// module graph (a fresh graph per file took three times as long as the tests themselves); unit:isolated:
// the unit files that mock or reload modules, each with a graph of its own. integration: child processes,
// loopback servers, files, the embedded store. service:pglite: the service suite on PGlite;
// service:node-http: its files about the transport (envelope, request errors, limits, credentials, strings)
// through the standalone server's node:http layer (npm run start:service); the other files' requests cross
// that layer the same way and would only add time. With a PostgreSQL server (DATABASE_URL):
// service:postgres, the suite on it, and postgres, what only a server can show (an outage, instances with
// pools of their own). With a Redis server (REDIS_URL): redis. The service projects' stores start migrated: from a snapshot (PGlite) or a template
// database (PostgreSQL) their global setup makes once per run (tests/support).
const pgliteSnapshot = ['tests/support/pglite-snapshot.ts'];
const mockingUnitFiles = moduleMockingFiles(root, 'tests/unit');
const projects: TestProjectInlineConfiguration[] = [
  {
    ...shared,
    test: {
      ...timeouts,
      name: 'unit',
      include: ['tests/unit/**/*.test.ts'],
      exclude: [...configDefaults.exclude, ...mockingUnitFiles],
      isolate: false,
    },
  },
  { ...shared, test: { ...timeouts, name: 'unit:isolated', include: mockingUnitFiles } },
  {
    ...shared,
    test: {
      ...timeouts,
      name: 'integration',
      include: ['tests/integration/**/*.test.ts'],
      // Some start a service through the service suite's harness, whose stores start from the snapshot.
      globalSetup: pgliteSnapshot,
    },
  },
  {
    ...shared,
    test: {
      ...timeouts,
      name: 'service:pglite',
      include: ['tests/service/**/*.test.ts'],
      env: { TEST_STORE: 'pglite' },
      globalSetup: pgliteSnapshot,
    },
  },
  {
    ...shared,
    test: {
      ...timeouts,
      name: 'service:node-http',
      include: TRANSPORT_FILES,
      env: { TEST_STORE: 'pglite', TEST_TRANSPORT: 'node-http' },
      globalSetup: pgliteSnapshot,
    },
  },
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
    {
      ...shared,
      test: {
        ...timeouts,
        name: 'service:postgres',
        include: ['tests/service/**/*.test.ts'],
        env: { TEST_STORE: 'postgres' },
        globalSetup: [...requirePostgres, 'tests/support/postgres-template.ts'],
      },
    },
    {
      ...shared,
      test: {
        ...timeouts,
        name: 'postgres',
        include: ['tests/postgres/**/*.test.ts'],
        globalSetup: requirePostgres,
      },
    },
  );
} else if (!process.env.VITEST_WORKER_ID) {
  console.log(
    '[vitest] PostgreSQL suites skipped (service:postgres, postgres): DATABASE_URL is not set (set it to a PostgreSQL server to run them).',
  );
}

// The same rule for Redis (REDIS_URL): redis, the limits every instance on one Redis shares, and what they do
// when it stops answering.
if (process.env.REDIS_URL || CI) {
  projects.push({
    ...shared,
    test: {
      ...timeouts,
      name: 'redis',
      include: ['tests/redis/**/*.test.ts'],
      // Its service tests start stores from the same snapshot as the service suite.
      globalSetup: ['tests/support/require-redis.ts', ...pgliteSnapshot],
    },
  });
} else if (!process.env.VITEST_WORKER_ID) {
  console.log(
    '[vitest] Redis suite skipped (redis): REDIS_URL is not set (set it to a Redis server, e.g. redis://127.0.0.1:6379, to run it).',
  );
}

export default defineConfig({
  test: { projects },
});
