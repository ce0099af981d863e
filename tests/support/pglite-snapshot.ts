import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite, MIGRATIONS_FOLDER } from '@/lib/service/db/open-store';
import { storeKey } from './store-key';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory (a tarball) each service test file's store starts from. */
    pgliteSnapshot?: string;
  }
}

const CACHE = join(process.cwd(), 'node_modules/.cache/handbook-tests');
// What the snapshot's contents follow from: the migrations, PGlite's version (its data directory's format)
// and the thread that creates the store (its extensions).
const INPUTS = [
  MIGRATIONS_FOLDER,
  join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'),
  join(process.cwd(), 'lib/service/db/pglite-thread-worker.mjs'),
];

/**
 * Global setup of the PGlite service projects: migrates one store per run (a bare PGlite start and the
 * migrations take seconds), or none when the cached snapshot of these migrations exists. Each test file
 * then starts a store of its own from that snapshot in memory. A snapshot that cannot be made fails the
 * run here.
 */
export async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteSnapshot', await ensurePgliteSnapshot());
}

/** The snapshot file of the current migrations, written first if the cache lacks it. */
export async function ensurePgliteSnapshot(): Promise<string> {
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
