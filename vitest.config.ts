import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

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

const projects: TestProjectInlineConfiguration[] = [
  { ...shared, test: { ...timeouts, name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
  { ...shared, test: { ...timeouts, name: 'integration', include: ['tests/integration/**/*.test.ts'] } },
  {
    ...shared,
    test: {
      ...timeouts,
      name: 'service:pglite',
      include: ['tests/service/**/*.test.ts'],
      env: { TEST_STORE: 'pglite' },
    },
  },
];

if (process.env.DATABASE_URL) {
  projects.push({
    ...shared,
    test: {
      ...timeouts,
      name: 'service:postgres',
      include: ['tests/service/**/*.test.ts'],
      env: { TEST_STORE: 'postgres' },
    },
  });
} else if (!process.env.VITEST_WORKER_ID) {
  console.log('[vitest] service:postgres skipped: DATABASE_URL is not set (the suite runs on PGlite only).');
}

export default defineConfig({
  test: { projects },
});
