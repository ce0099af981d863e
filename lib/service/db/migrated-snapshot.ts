import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dumpMigratedPglite, MIGRATIONS_FOLDER } from './open-store';
import { storeKey } from './store-key';

const CACHE = join(process.cwd(), 'node_modules/.cache/handbook-store');
// What the snapshot's contents follow from: the migrations, PGlite's version (its data directory's format)
// and the thread that creates the store (its extensions).
const INPUTS = [
  MIGRATIONS_FOLDER,
  join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'),
  join(process.cwd(), 'lib/service/db/pglite-thread-worker.mjs'),
];

/**
 * A migrated, empty PGlite store as a tarball (`StoreLocation.snapshot`), written once per set of
 * migrations into the checkout's cache: the test suites start their stores from it, and the build ships it
 * (scripts/write-built-store.ts). Returns the file's path.
 */
export async function migratedSnapshot(): Promise<string> {
  const file = join(CACHE, `pglite-${storeKey(INPUTS)}.tar`);
  if (!existsSync(file)) await writeSnapshot(file);
  return file;
}

async function writeSnapshot(file: string): Promise<void> {
  mkdirSync(CACHE, { recursive: true });
  const tarball = await dumpMigratedPglite();
  // Renamed into place whole: a run stopped halfway, or another one at the same time, leaves no half file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, tarball);
  renameSync(partial, file);
  for (const name of readdirSync(CACHE)) {
    const stale = name.startsWith('pglite-') && name.endsWith('.tar') && join(CACHE, name) !== file;
    if (stale) rmSync(join(CACHE, name), { force: true });
  }
}
