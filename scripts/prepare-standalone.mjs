// Next leaves static assets out of its standalone output; the standalone server expects them beside it,
// and the preload of scripts/record-peer-address.mjs too.
import { cpSync, existsSync, readFileSync } from 'node:fs';
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

// The thread that lays out handbook PDFs (lib/dashboard/handbook-files/pdf-threads.ts starts it), with
// PDFKit beside it as installed: PDFKit loads its standard fonts by a require() of its own package's
// imports, which no bundle keeps. fontkit stays out too, so the thread's fonts and PDFKit's are one copy.
const PDF_THREAD = 'lib/dashboard/handbook-files/pdf-render-thread';
const PDF_PACKAGES = ['pdfkit', 'fontkit'];
await bundleForNode({
  entry: join(root, `${PDF_THREAD}.ts`),
  outfile: join(standalone, `${PDF_THREAD}.mjs`),
  external: PDF_PACKAGES,
});
for (const name of dependencyClosure(PDF_PACKAGES))
  cpSync(join(root, 'node_modules', name), join(standalone, 'node_modules', name), { recursive: true });

/** The packages `names` need, themselves included, as npm installed them (flat, in node_modules). */
function dependencyClosure(names, found = new Set()) {
  for (const name of names) {
    if (found.has(name)) continue;
    found.add(name);
    const manifest = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'));
    dependencyClosure(Object.keys(manifest.dependencies ?? {}), found);
  }
  return found;
}
