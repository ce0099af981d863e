import 'server-only';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { errorFields, log } from '@/lib/http/log';
import type { HandbookPdfInput } from './handbook-pdf';
import type { RenderAnswer } from './pdf-render-thread';

// The thread's code, read from process.cwd() at run time like the embedded store's thread: in production
// the plain JavaScript `npm run build` bundles (scripts/pdf-thread-files.mjs names the file), elsewhere
// (the tests, `next dev`) its TypeScript source through tsx, never a bundle older than the source.
const BUILT = join(process.cwd(), 'dist/pdf-thread/pdf-render-thread.mjs');
const SOURCE = join(process.cwd(), 'lib/dashboard/handbook-files/pdf-render-thread.ts');
// Every core but one, which stays the event loop's, and at least one; at most two, a reseller's share of
// places (render-turns.ts), because each thread keeps its own fonts loaded. PDFs beyond them wait here, in
// the places render-turns.ts gives out (which also bound how many wait).
const THREADS = Math.min(2, Math.max(1, availableParallelism() - 1));

interface Job {
  input: HandbookPdfInput;
  signal: AbortSignal;
  resolve: (pdf: Buffer) => void;
  reject: (reason: unknown) => void;
}

const threads = new Set<Worker>();
const idle: Worker[] = [];
const queue: Job[] = [];

function startThread(): Worker {
  const thread =
    process.env.NODE_ENV === 'production'
      ? new Worker(BUILT)
      : new Worker(
          `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(SOURCE)}, ${JSON.stringify(pathToFileURL(SOURCE).href)}))`,
          // `server-only` is empty under the react-server condition, as in the build.
          { eval: true, execArgv: ['--conditions=react-server'] },
        );
  threads.add(thread);
  // Heard even while idle: an error unheard would end the server.
  thread.on('error', (error) => log('error', 'dashboard.pdf_thread.failed', errorFields(error)));
  // Its place is free once it has ended (stopped at a deadline, or failed): the next PDF starts another.
  thread.once('exit', () => {
    threads.delete(thread);
    if (idle.includes(thread)) idle.splice(idle.indexOf(thread), 1);
    next();
  });
  return thread;
}

/** Hands waiting PDFs to idle threads, starting threads up to THREADS. */
function next(): void {
  while (queue.length > 0) {
    const thread = idle.pop() ?? (threads.size < THREADS ? startThread() : undefined);
    if (!thread) return;
    run(thread, queue.shift()!);
  }
}

function run(thread: Worker, job: Job): void {
  const finish = () => {
    thread.off('message', answered);
    thread.off('error', lost);
    thread.off('exit', ended);
    job.signal.removeEventListener('abort', stop);
  };
  function answered(answer: RenderAnswer) {
    finish();
    // An idle thread keeps no process alive.
    thread.unref();
    idle.push(thread);
    if ('pdf' in answer)
      job.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
    else job.reject(new Error(answer.error));
    next();
  }
  function lost(reason: unknown) {
    finish();
    void thread.terminate();
    job.reject(reason);
  }
  function ended() {
    lost(new Error('The PDF thread ended without an answer.'));
  }
  // At the deadline the layout is stopped where it is, not left to run on: the thread is ended.
  function stop() {
    lost(job.signal.reason);
  }
  thread.on('message', answered);
  thread.once('error', lost);
  thread.once('exit', ended);
  job.signal.addEventListener('abort', stop, { once: true });
  thread.ref();
  thread.postMessage(job.input);
}

/**
 * The handbook as PDF bytes, laid out in a thread of its own (pdf-render-thread.ts) so that the event loop
 * serves everyone else's pages meanwhile. When `signal` aborts, a PDF still waiting is dropped and one
 * being laid out has its thread ended; either rejects with the signal's reason.
 */
export function renderInThread(input: HandbookPdfInput, signal: AbortSignal): Promise<Buffer> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<Buffer>((resolve, reject) => {
    const job: Job = { input, signal, resolve, reject };
    const dropped = () => {
      if (!queue.includes(job)) return;
      queue.splice(queue.indexOf(job), 1);
      reject(signal.reason);
    };
    signal.addEventListener('abort', dropped, { once: true });
    queue.push(job);
    next();
  });
}
