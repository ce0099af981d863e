// The last step of `npm run build`: puts the migrated, empty embedded store (BUILT_STORE_FILE, gzipped) into
// both built trees, the app's Next standalone output and the service bundle, so that a first start or a
// container's first boot copies it rather than running PGlite's initdb and every migration.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { migratedSnapshot } from '../lib/service/db/migrated-snapshot';
import { BUILT_STORE_FILE } from '../lib/service/db/open-store';

const TREES = ['.next/standalone', 'dist/service'];

const store = gzipSync(readFileSync(await migratedSnapshot()));
for (const tree of TREES) {
  const file = join(process.cwd(), tree, BUILT_STORE_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, store);
}
console.log(
  `Migrated empty store (${(store.length / 1e6).toFixed(1)} MB) written into ${TREES.join(' and ')}`,
);
