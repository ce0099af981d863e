import 'server-only';
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { appendFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import type { EndedSessions } from './ended-sessions-record';
import { SESSION_MAX_AGE_MS, SESSION_RENEW_AFTER_MS } from './session-rules';

/**
 * Ended sessions in a file, for the single instance that runs without PostgreSQL: JSON lines, a header then
 * one line per sign-out, `["<session id>",<expiry>,<recorded at>]` (epoch ms). A sign-out appends its line
 * (and flushes it) instead of rewriting the record; the file is rewritten, atomically (a temporary file
 * renamed over it), only when the lines of ended sessions that have expired outnumber the others, and then
 * holds only those still live: a sign-out costs one short write, and the file stays about the size of the
 * last 12 hours' sign-outs. Kept in memory and read again when the file changes. The record of version 1
 * (one JSON object, rewritten whole at every sign-out) is still read, and replaced at the next sign-out.
 */
const HEADER = JSON.stringify({ version: 2 });
const lineShape = z.tuple([z.string(), z.number(), z.number()]);
const legacyShape = z.object({ version: z.literal(1), ended: z.record(z.string(), z.number()) });

/** Expired lines kept before the file is rewritten without them, beyond as many as there are live ones. */
const SLACK_LINES = 64;
/** No entry outlives the longest a session can live from now (a sign-in may be dated up to a minute ahead). */
const LONGEST_LIFE_MS = SESSION_MAX_AGE_MS + SESSION_RENEW_AFTER_MS;

interface Loaded {
  /** Expiry by session id, as the file has it (expired entries included until the next rewrite). */
  ended: Map<string, number>;
  /** The latest time a sign-out was recorded at: entries that expired before it are dead. */
  latest: number;
  /** Entry lines in the file; -1 when the file must be rewritten before anything is appended. */
  lines: number;
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

/**
 * The record in `text`. A file that is not a valid record throws: refusing every session beats forgetting
 * sign-outs. Only a last line without its line end (an append cut short by a crash) is passed over; the
 * file is then rewritten before the next append, which would otherwise continue that line.
 */
function parse(text: string, mtimeMs: number): Loaded {
  if (!text.startsWith(`${HEADER}\n`)) {
    const legacy = legacyShape.parse(JSON.parse(text));
    return { ended: new Map(Object.entries(legacy.ended)), latest: 0, lines: -1, mtimeMs };
  }
  const rows = text.split('\n').slice(1);
  const torn = rows.pop() !== '';
  const ended = new Map<string, number>();
  let latest = 0;
  for (const row of rows) {
    const [id, until, at] = lineShape.parse(JSON.parse(row));
    ended.set(id, Math.max(until, ended.get(id) ?? 0));
    latest = Math.max(latest, at);
  }
  return { ended, latest, lines: torn ? -1 : rows.length, mtimeMs };
}

async function read(path: string): Promise<Loaded> {
  const mtimeMs = mtimeOf(path);
  if (mtimeMs === null) return { ended: new Map(), latest: 0, lines: 0, mtimeMs };
  return parse(await readFile(path, 'utf8'), mtimeMs);
}

const lineOf = (id: string, until: number, at: number) => `${JSON.stringify([id, until, at])}\n`;

export function createFileEndedSessions(path: string): EndedSessions {
  let current: Loaded | undefined;
  // Writes one at a time, so that two sign-outs at once cannot drop each other's entry.
  let queue: Promise<unknown> = Promise.resolve();

  async function fresh(): Promise<Loaded> {
    if (current && current.mtimeMs === mtimeOf(path)) return current;
    current = await read(path);
    return current;
  }

  /** Replaces the file with `ended`'s entries, atomically. */
  async function rewrite(ended: Map<string, number>, at: number): Promise<void> {
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    const body = HEADER + '\n' + [...ended].map(([id, until]) => lineOf(id, until, at)).join('');
    try {
      await writeFile(temporary, body, { mode: 0o600, flush: true });
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    current = { ended, latest: at, lines: ended.size, mtimeMs: mtimeOf(path) };
  }

  async function append(loaded: Loaded, id: string, until: number, at: number): Promise<void> {
    const first = loaded.mtimeMs === null;
    if (first) await mkdir(dirname(path), { recursive: true });
    const line = lineOf(id, until, at);
    await appendFile(path, first ? `${HEADER}\n${line}` : line, { mode: 0o600, flush: true });
    loaded.ended.set(id, Math.max(until, loaded.ended.get(id) ?? 0));
    loaded.latest = Math.max(loaded.latest, at);
    loaded.lines += 1;
    loaded.mtimeMs = mtimeOf(path);
  }

  return {
    record(sessionId, expiresAt, now) {
      const task = queue.then(async () => {
        const loaded = await fresh();
        const until = Math.min(expiresAt, now + LONGEST_LIFE_MS);
        const live = new Map([...loaded.ended].filter(([, expiry]) => expiry > now));
        if (loaded.lines >= 0 && loaded.lines - live.size <= Math.max(SLACK_LINES, live.size))
          return append(loaded, sessionId, until, now);
        live.set(sessionId, Math.max(until, live.get(sessionId) ?? 0));
        return rewrite(live, now);
      });
      queue = task.catch(() => undefined);
      return task;
    },
    async isEnded(sessionId) {
      const loaded = await fresh();
      return (loaded.ended.get(sessionId) ?? 0) > loaded.latest;
    },
  };
}
