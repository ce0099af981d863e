import 'server-only';
import { createHash } from 'node:crypto';

// PDFs one key may have waiting or being made at once, and the whole process; more are refused until
// these are done.
const PER_KEY = 3;
const IN_ALL = 8;
// A PDF not made by then is given up on, and its place freed (PDFKit has been seen never to end one).
const DEADLINE_MS = 20_000;

/** Refused: the key, or the process, already has as many PDFs in hand as it may. */
export class RenderBusyError extends Error {
  constructor() {
    super('Too many PDFs are being prepared at once.');
  }
}

/** Given up on: the PDF was not made within DEADLINE_MS. */
export class RenderDeadlineError extends Error {
  constructor() {
    super('The PDF took too long to prepare.');
  }
}

const keys = new Map<string, { count: number; tail: Promise<unknown> }>();
let inAll = 0;

/** Lets the I/O that arrived meanwhile (other people's requests) run before the next layout starts. */
const afterPendingIo = () => new Promise<void>((resolve) => setImmediate(resolve));

function withDeadline<T>(work: () => T | Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RenderDeadlineError()), DEADLINE_MS);
  });
  return Promise.race([Promise.resolve().then(work), late]).finally(() => clearTimeout(timer));
}

/**
 * Makes one PDF in its key's turn. Layout holds the event loop (about 20 to 70 ms a handbook), so one
 * key's PDFs go one after another, each after the I/O that came in meanwhile; at most PER_KEY wait for a key
 * and IN_ALL in all, and each has DEADLINE_MS: a burst of downloads costs everyone else one layout's wait at
 * a time, never the whole burst, and a PDF that never ends frees its place. The key is known by its digest,
 * never kept itself.
 */
export async function inRenderTurn<T>(apiKey: string, work: () => T | Promise<T>): Promise<T> {
  const key = createHash('sha256').update(apiKey).digest('base64');
  const entry = keys.get(key) ?? { count: 0, tail: Promise.resolve() };
  if (entry.count >= PER_KEY || inAll >= IN_ALL) throw new RenderBusyError();
  entry.count += 1;
  inAll += 1;
  keys.set(key, entry);
  const turn = entry.tail.then(afterPendingIo).then(() => withDeadline(work));
  entry.tail = turn.catch(() => undefined);
  try {
    return await turn;
  } finally {
    entry.count -= 1;
    inAll -= 1;
    if (entry.count === 0) keys.delete(key);
  }
}
