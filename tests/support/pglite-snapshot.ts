import type { TestProject } from 'vitest/node';
import { migratedSnapshot } from '@/lib/service/db/migrated-snapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory (a tarball) each service test file's store starts from. */
    pgliteSnapshot?: string;
  }
}

/**
 * Global setup of the PGlite service projects: migrates one store per set of migrations (a bare PGlite
 * start and the migrations take seconds), or none when the checkout's cache holds it. Each test file then
 * starts a store of its own from that snapshot in memory. A snapshot that cannot be made fails the run here.
 */
export async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteSnapshot', await migratedSnapshot());
}
