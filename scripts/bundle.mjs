// One way to turn a TypeScript entry point into a JavaScript file that plain `node` runs (no tsx), used by
// the build for the standalone service (build-service.mjs) and the app's start-up check (prepare-standalone.mjs).
import { build } from 'esbuild';

/**
 * Bundles `entry` and what it imports into one ES module at `outfile`; `external` packages stay imports, and
 * `inject` files run before the entry's code.
 */
export async function bundleForNode({ entry, outfile, external = [], inject = [] }) {
  await build({
    entryPoints: [entry],
    inject,
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.9',
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
  });
}
