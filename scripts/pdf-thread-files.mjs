// Where the build puts the thread that lays out handbook PDFs (lib/dashboard/handbook-files/pdf-threads.ts
// starts it from there in production), and the packages it loads beside it as npm installed them: PDFKit
// loads its standard fonts by a require() of its own package's imports, which no bundle keeps, and fontkit
// stays out too so that the thread's fonts and PDFKit's are one copy. next.config.mjs traces both into every
// deployment (the standalone output, a Vercel function) for the download route.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export const PDF_THREAD_BUNDLE = 'dist/pdf-thread/pdf-render-thread.mjs';
export const PDF_THREAD_EXTERNAL = ['pdfkit', 'fontkit'];

/**
 * The folders of the packages `names` need, themselves included, as npm installed them under `root` (paths
 * relative to it): each dependency is found the way Node finds it, in the nearest node_modules from the
 * package that needs it up to the top. A version npm nested under one package is that package's, not the
 * top-level one, which may be another version that only a dev tool needs (absent after `npm ci --omit=dev`).
 */
export function dependencyClosure(names, root = '.') {
  const found = new Set();
  const visit = (needed, from) => {
    for (const name of needed) {
      const folder = installedFolder(root, name, from);
      if (found.has(folder)) continue;
      found.add(folder);
      const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
      visit(Object.keys(manifest.dependencies ?? {}), folder);
    }
  };
  visit(names, '.');
  return [...found];
}

/** Where Node finds package `name` from the folder `from` (both relative to `root`). */
function installedFolder(root, name, from) {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (basename(dir) !== 'node_modules' && existsSync(join(root, candidate, 'package.json')))
      return candidate;
    if (dir === '.') throw new Error(`${name} is not installed (needed from ${from})`);
  }
}
