// One way to turn a TypeScript entry point into a JavaScript file that plain `node` runs (no tsx), used by
// the build for the standalone service (build-service.mjs) and the app's start-up check (prepare-standalone.mjs),
// and by the integration tests for the processes they start (tests/support/child-bundles.ts).
import { build } from 'esbuild';

// Packages that load files of their own at run time, so stay outside a bundle of the service: the embedded
// PostgreSQL (its WebAssembly and data files), and sharp (its native libvips, for the logo's decode in a process
// of its own, lib/images/prepare-logo-child.mjs) with what it needs.
export const RUNTIME_PACKAGES = ['@electric-sql/pglite', 'sharp', '@img', 'detect-libc', 'semver'];
// Optional native bindings that pg and ws try to load and do without.
export const ABSENT_OPTIONAL = ['pg-native', 'bufferutil', 'utf-8-validate'];

/** What every bundle shares: one ES module format for Node, the react-server condition, the tsconfig paths. */
function nodeOptions(external) {
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    tsconfig: 'tsconfig.json',
    external,
    // `server-only` resolves to its empty module under the react-server condition, as in the Next build.
    conditions: ['react-server'],
    // Bundled CommonJS helpers may call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    legalComments: 'none',
    logLevel: 'warning',
  };
}

/**
 * Bundles `entry` and what it imports into one ES module at `outfile`; `external` packages stay imports, and
 * `inject` files run before the entry's code.
 */
export async function bundleForNode({ entry, outfile, external = [], inject = [] }) {
  await build({ ...nodeOptions(external), entryPoints: [entry], inject, outfile });
}

/**
 * Bundles several entry points at once into `outdir`, `<name>.mjs` for each name of `entries` (name → file),
 * the code they share in chunks beside them: one pass over the sources for all of them.
 */
export async function bundleManyForNode({ entries, outdir, external = [] }) {
  await build({
    ...nodeOptions(external),
    entryPoints: entries,
    outdir,
    splitting: true,
    outExtension: { '.js': '.mjs' },
  });
}
