// Where the build puts the thread that lays out handbook PDFs (lib/dashboard/handbook-files/pdf-threads.ts
// starts it from there in production), and the packages it loads beside it as npm installed them: PDFKit
// loads its standard fonts by a require() of its own package's imports, which no bundle keeps, and fontkit
// stays out too so that the thread's fonts and PDFKit's are one copy. next.config.mjs traces both into every
// deployment (the standalone output, a Vercel function) for the download route.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const PDF_THREAD_BUNDLE = 'dist/pdf-thread/pdf-render-thread.mjs';
export const PDF_THREAD_EXTERNAL = ['pdfkit', 'fontkit'];

/** The packages `names` need, themselves included, as npm installed them (flat, in node_modules). */
export function dependencyClosure(names, found = new Set()) {
  for (const name of names) {
    if (found.has(name)) continue;
    found.add(name);
    const manifest = JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8'));
    dependencyClosure(Object.keys(manifest.dependencies ?? {}), found);
  }
  return [...found];
}
