// `npm run build` ends here: the standalone Handbook service (scripts/start-service.ts) as one JavaScript
// bundle in dist/service/, with the files it reads at run time beside it, so that the folder runs anywhere
// with `node` alone (no tsx, no TypeScript, no npm install): its image is that folder.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ABSENT_OPTIONAL, bundleForNode, RUNTIME_PACKAGES } from './bundle.mjs';

const root = process.cwd();
const out = join(root, 'dist/service');
// Read from process.cwd() by the service (schema, migrations, the embedded store's thread): the bundle's own
// folder, which bundle-home.mjs makes its working directory.
const RUNTIME_FILES = [
  'lib/service/schema',
  'lib/service/db/migrations',
  'lib/service/db/pglite-thread-worker.mjs',
  'lib/images/prepare-logo-child.mjs',
];

// Packages that load files of their own at run time stay outside the bundle and are copied beside it, as the
// lock file installed them (bundle.mjs says which).
const COPIED_PACKAGES = RUNTIME_PACKAGES;

rmSync(out, { recursive: true, force: true });
// The server, and the release step that migrates a database before it serves (`npm run db:migrate`).
for (const name of ['start-service', 'db-migrate'])
  await bundleForNode({
    entry: join(root, `scripts/${name}.ts`),
    outfile: join(out, `${name}.mjs`),
    external: [...COPIED_PACKAGES, ...ABSENT_OPTIONAL],
    inject: [join(root, 'scripts/bundle-home.mjs')],
  });
for (const path of RUNTIME_FILES) cpSync(join(root, path), join(out, path), { recursive: true });
for (const name of COPIED_PACKAGES)
  cpSync(join(root, 'node_modules', name), join(out, 'node_modules', name), { recursive: true });
console.log(`Standalone service bundled in ${out}`);
