import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openStore } from '@/lib/service/db/open-store';

/**
 * A new temporary data folder that holds a migrated store, started from the run's snapshot (the project's
 * global setup, tests/support/pglite-snapshot.ts): the CLI or a server started on it skips PGlite's first
 * start and the migrations, 6 to 10 s of CPU that the tests using it are not about.
 */
export async function seededDataDir(prefix: string): Promise<string> {
  const snapshot = inject('pgliteSnapshot');
  if (!snapshot) throw new Error('No pgliteSnapshot: the project needs tests/support/pglite-snapshot.ts.');
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const store = await openStore({ dataDir, snapshot });
  await store.close();
  return dataDir;
}
