/**
 * The entry points the integration and PostgreSQL suites start as processes, by name; bundled once per run of
 * each (child-bundles.ts).
 */
export const CHILD_ENTRIES = {
  'start-service': 'scripts/start-service.ts',
  admin: 'scripts/admin.ts',
  'db-migrate': 'scripts/db-migrate.ts',
  'hold-store': 'tests/integration/hold-store.ts',
  'write-until-killed': 'tests/integration/write-until-killed.ts',
  'webhooks-server': 'tests/integration/webhooks-server.ts',
} as const;
