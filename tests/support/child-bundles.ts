import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ABSENT_OPTIONAL, bundleManyForNode, RUNTIME_PACKAGES } from '../../scripts/bundle.mjs';
import { CHILD_ENTRIES } from './child-entries';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's bundles of the processes the integration tests start (child-entries.ts). */
    childBundles?: string;
  }
}

/**
 * Global setup of the integration and PostgreSQL projects: bundles the entry points their tests start as processes of their own
 * (the service, the operator CLI, the tests' helper processes) once per run. Started under tsx instead, each
 * process transformed and loaded the whole service from its TypeScript sources again: about 3 CPU-s a start
 * where the bundle takes half a second. The bundles run from the checkout, as `npm run start:service` does:
 * the service reads its schema, migrations and the store's thread from the working directory, and the
 * packages left outside the bundle resolve from the checkout's node_modules, which holds the folder.
 */
export async function setup(project: TestProject): Promise<() => void> {
  const parent = join(process.cwd(), 'node_modules/.cache/handbook-test-children');
  mkdirSync(parent, { recursive: true });
  // A folder per run: runs in other checkouts or at the same time never see each other's half-written files.
  const outdir = mkdtempSync(join(parent, 'run-'));
  await bundleManyForNode({
    entries: CHILD_ENTRIES,
    outdir,
    external: [...RUNTIME_PACKAGES, ...ABSENT_OPTIONAL],
  });
  project.provide('childBundles', outdir);
  return () => rmSync(outdir, { recursive: true, force: true });
}
