import 'server-only';
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import type { EndedSessions } from './ended-sessions-record';

/**
 * Ended sessions in a JSON file, for the single instance that runs without PostgreSQL:
 * `{"version":1,"ended":{"<session id>":<expiry, epoch ms>}}`. Kept in memory and read again when the
 * file changes; every write replaces the file atomically (a temporary file renamed over it), so a crash
 * leaves the old record or the new one, never half of one. Expired entries are dropped on each write.
 */
const fileShape = z.object({
  version: z.literal(1),
  ended: z.record(z.string(), z.number()),
});

interface Loaded {
  ended: Map<string, number>;
  /** The file's mtime when read; null when there was no file. */
  mtimeMs: number | null;
}

/**
 * Synchronous on purpose: it is asked on every request that carries a session. A stat of a small local
 * file takes microseconds, where the asynchronous one goes to libuv's thread pool and back, and under load
 * the way back waits for a turn of the busy event loop. No file (nobody signed out yet) is the usual case,
 * so it is an answer rather than an error to build and catch.
 */
function mtimeOf(path: string): number | null {
  return statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? null;
}

/** Reads the record. A file that is not a valid record throws: refusing every session beats forgetting sign-outs. */
async function read(path: string): Promise<Loaded> {
  const mtimeMs = mtimeOf(path);
  if (mtimeMs === null) return { ended: new Map(), mtimeMs };
  const parsed = fileShape.parse(JSON.parse(await readFile(path, 'utf8')));
  return { ended: new Map(Object.entries(parsed.ended)), mtimeMs };
}

export function createFileEndedSessions(path: string): EndedSessions {
  let current: Loaded | undefined;
  // Writes one at a time, so that two sign-outs at once cannot drop each other's entry.
  let queue: Promise<unknown> = Promise.resolve();

  async function fresh(): Promise<Loaded> {
    if (current && current.mtimeMs === mtimeOf(path)) return current;
    current = await read(path);
    return current;
  }

  async function write(ended: Map<string, number>): Promise<void> {
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    const body = JSON.stringify({ version: 1, ended: Object.fromEntries(ended) });
    try {
      await writeFile(temporary, body, { mode: 0o600, flush: true });
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    current = { ended, mtimeMs: mtimeOf(path) };
  }

  return {
    record(sessionId, expiresAt, now) {
      const task = queue.then(async () => {
        const ended = new Map([...(await fresh()).ended].filter(([, until]) => until > now));
        ended.set(sessionId, Math.max(expiresAt, ended.get(sessionId) ?? 0));
        await write(ended);
      });
      queue = task.catch(() => undefined);
      return task;
    },
    async isEnded(sessionId) {
      return (await fresh()).ended.has(sessionId);
    },
  };
}
