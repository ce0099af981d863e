import 'server-only';
import { createHash } from 'node:crypto';

// PDFs one key may have waiting or being laid out at once; more are refused until these are done.
const PER_KEY = 3;

/** Refused: the key already has PER_KEY PDFs in hand. */
export class RenderBusyError extends Error {
  constructor() {
    super('Too many PDFs are being prepared for this key at once.');
  }
}

const keys = new Map<string, { count: number; tail: Promise<unknown> }>();

/** Lets the I/O that arrived meanwhile (other people's requests) run before the next layout starts. */
const afterPendingIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Lays out one PDF in its key's turn. Layout holds the event loop (about 20 to 70 ms a handbook), so one
 * key's PDFs go one after another, each after the I/O that came in meanwhile, and at most PER_KEY wait: a
 * burst of downloads costs everyone else one layout's wait at a time, never the whole burst. The key is
 * known by its digest, never kept itself.
 */
export async function inRenderTurn<T>(apiKey: string, render: () => T | Promise<T>): Promise<T> {
  const key = createHash('sha256').update(apiKey).digest('base64');
  const entry = keys.get(key) ?? { count: 0, tail: Promise.resolve() };
  if (entry.count >= PER_KEY) throw new RenderBusyError();
  entry.count += 1;
  keys.set(key, entry);
  const turn = entry.tail.then(afterPendingIo).then(render);
  entry.tail = turn.catch(() => undefined);
  try {
    return await turn;
  } finally {
    entry.count -= 1;
    if (entry.count === 0) keys.delete(key);
  }
}
