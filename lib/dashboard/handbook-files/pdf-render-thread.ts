// A thread that lays out handbook PDFs (pdf-threads.ts starts it): PDFKit's layout and fontkit's shaping
// hold the thread that runs them for tens of milliseconds a handbook, and here that thread is not the
// server's event loop, which every other request needs. One PDF at a time; its fonts and the words it has
// shaped stay loaded for the next.
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { renderHandbookPdf, type HandbookPdfInput } from './handbook-pdf';
import type { CoverLogo } from '@/lib/images/prepare-logo';

/** What the thread answers: the PDF's bytes, or why it could not make them. */
export type RenderAnswer = { pdf: Uint8Array } | { error: string };

// Below the event loop's priority: on a busy machine a core goes to the pages waiting for it before the
// PDFs. Linux sets a nice value per thread (0 names the calling one); elsewhere it would be the process's.
if (process.platform === 'linux') setPriority(0, 10);

/** The PDF for `input`, or why it could not be made: never a rejection. */
async function render(input: HandbookPdfInput): Promise<RenderAnswer> {
  try {
    // A Buffer arrives as a Uint8Array: PDFKit draws an image from a Buffer.
    const logo = input.cover.preparedBy?.logo;
    if (logo) input.cover.preparedBy!.logo = Buffer.from(logo) as CoverLogo;
    return { pdf: await renderHandbookPdf(input) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

parentPort!.on('message', (input: HandbookPdfInput) => {
  void render(input).then((answer) => parentPort!.postMessage(answer));
});
