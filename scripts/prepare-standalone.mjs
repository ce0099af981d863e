// Next leaves static assets out of its standalone output; the standalone server expects them beside it,
// and the preload of scripts/record-peer-address.mjs too.
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { bundleForNode } from './bundle.mjs';

const root = process.cwd();
const standalone = join(root, '.next/standalone');
if (!existsSync(join(standalone, 'server.js'))) {
  console.error('No standalone build in .next/standalone: run `npm run build`.');
  process.exit(1);
}
cpSync(join(root, '.next/static'), join(standalone, '.next/static'), { recursive: true });
// The preload that hands the app each request's socket address (scripts/start.mjs, the container's CMD).
for (const file of ['scripts/record-peer-address.mjs', 'lib/http/peer-address.mjs'])
  cpSync(join(root, file), join(standalone, file));
if (existsSync(join(root, 'public')))
  cpSync(join(root, 'public'), join(standalone, 'public'), { recursive: true });
// As plain JavaScript beside the server: the configuration check it runs before Next loads
// (`node --import`), and the release step that migrates a database before it serves (`npm run db:migrate`).
for (const name of ['check-config', 'db-migrate'])
  await bundleForNode({
    entry: join(root, `scripts/${name}.ts`),
    outfile: join(standalone, `scripts/${name}.mjs`),
  });
