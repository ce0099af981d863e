// `npm run build`, before `next build` traces it: the PDF layout thread as plain JavaScript (see
// pdf-thread-files.mjs), which production loads without tsx.
import { join } from 'node:path';
import { bundleForNode } from './bundle.mjs';
import { PDF_THREAD_BUNDLE, PDF_THREAD_EXTERNAL } from './pdf-thread-files.mjs';

await bundleForNode({
  entry: join(process.cwd(), 'lib/dashboard/handbook-files/pdf-render-thread.ts'),
  outfile: join(process.cwd(), PDF_THREAD_BUNDLE),
  external: PDF_THREAD_EXTERNAL,
});
