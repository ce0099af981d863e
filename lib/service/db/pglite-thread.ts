import 'server-only';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { tracedQuery } from '../../telemetry/db-spans';
import { tracingOn } from '../../telemetry/start-telemetry';

/**
 * The embedded database on a thread of its own. PGlite's WebAssembly engine and the parsing of its answers
 * cost about 0.5 ms of CPU per statement; on the server's JavaScript thread every request waited for every
 * other request's statements. Here they run beside it, on another core, and the server's thread only
 * passes messages. Drizzle's PGlite driver uses exactly `query` and `transaction`, which this offers.
 */
export interface PgliteThread {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  transaction<T>(callback: (tx: Pick<PgliteThread, 'query'>) => Promise<T>): Promise<T>;
  /** The whole data directory as a tarball, which a later thread can start from (`snapshot`). */
  dump(): Promise<Uint8Array>;
  close(): Promise<void>;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Drizzle passes parsers only to keep some types as text; the thread does that for the same types. */
  parsers?: Record<number, unknown>;
}

interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

type Request =
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      textTypes: number[];
      transaction?: number;
    }
  | { op: 'begin' }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'dump' }
  | { op: 'close' };

type Reply =
  | { ready: true }
  | {
      id: number;
      value?: unknown;
      error?: { name: string; message: string; fields: Record<string, unknown> };
    };

// Read from disk at run time (process.cwd(), like the migrations): the standalone output carries it.
const WORKER = join(process.cwd(), 'lib/service/db/pglite-thread-worker.mjs');

/** The database's error with its fields (`code`, `constraint`…), as the repositories read them. */
function rebuild(error: { name: string; message: string; fields: Record<string, unknown> }): Error {
  return Object.assign(new Error(error.message), error.fields, { name: error.name });
}

/** What the database runs in: a Worker, or a child process that stands in for one. */
interface Host {
  postMessage(message: unknown): void;
  ref(): void;
  unref(): void;
  /** 'message' hears a Reply, 'error' an Error, 'exit' nothing. */
  on(event: 'message' | 'error' | 'exit', listener: (value: never) => void): void;
  terminate(): Promise<unknown>;
}

interface Where {
  dataDir: string | null;
  snapshot: string | null;
}

function threadHost(where: Where): Host {
  const worker = new Worker(WORKER, {
    workerData: where,
    // The thread keeps little alive (PGlite's module, messages in flight); the answers it parses are garbage
    // at once. V8's default young generation (up to 48 MB) only held more of that garbage: the server's RSS
    // after the PGlite load runs went from 408 to 377 MB (one run each).
    resourceLimits: { maxYoungGenerationSizeMb: 4 },
  });
  return {
    postMessage: (message) => worker.postMessage(message),
    ref: () => worker.ref(),
    unref: () => worker.unref(),
    on(event, listener) {
      worker.on(event, listener as (value: unknown) => void);
    },
    terminate: () => worker.terminate(),
  };
}

function processHost(where: Where): Host {
  // Plain node: not the server's preloads (the configuration check) nor a test runner's loaders. Not `fork`,
  // whose script path Turbopack tries to bundle.
  const child = spawn(process.execPath, [WORKER, JSON.stringify(where)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
  return {
    postMessage: (message) => child.send(message as object),
    ref: () => {
      child.ref();
      child.channel?.ref();
    },
    unref: () => {
      child.unref();
      child.channel?.unref();
    },
    on(event, listener) {
      child.on(event, listener as (value: unknown) => void);
    },
    async terminate() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // Held until it has ended: an idle child is unreferenced, and a program with nothing else to do (the
      // migration command) would end before hearing of it.
      child.ref();
      const exited = once(child, 'exit');
      child.kill();
      await exited;
    },
  };
}

/**
 * The requests in flight to the thread and their answers: each request has an id its reply carries back.
 * Once the thread has stopped, every caller waiting and every later one hears why.
 */
function requestChannel(worker: Host) {
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let lastId = 0;
  let openTransactions = 0;
  let stopped: Error | null = null;

  // An idle thread must not keep a finished program alive; a thread with work must.
  const refWhileBusy = () => (pending.size || openTransactions ? worker.ref() : worker.unref());

  return {
    send<T>(request: Request): Promise<T> {
      if (stopped) return Promise.reject(stopped);
      const id = ++lastId;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        refWhileBusy();
        worker.postMessage({ id, ...request });
      });
    },
    answer(reply: Exclude<Reply, { ready: true }>) {
      const caller = pending.get(reply.id);
      if (!caller) return;
      pending.delete(reply.id);
      refWhileBusy();
      if (reply.error) caller.reject(rebuild(reply.error));
      else caller.resolve(reply.value);
    },
    /** A transaction holds the thread's reference while open, even between its statements. */
    transactionOpened() {
      openTransactions++;
    },
    transactionClosed() {
      openTransactions--;
      refWhileBusy();
    },
    stop(error: Error): Error {
      stopped ??= error;
      for (const { reject } of pending.values()) reject(stopped);
      pending.clear();
      return stopped;
    },
  };
}

/**
 * `dataDir` null: in memory. `snapshot`: a tarball from `dump()` that the new store starts from.
 * `inChildProcess`: the database runs in a process of its own rather than a thread, for work whose memory
 * must not stay with the server: memory a finished thread's WebAssembly engine took partly stays with the
 * process that ran it (a process that made a store on a thread kept 157 MB of it after the thread ended).
 */
export function openPgliteThread(
  dataDir: string | null,
  snapshot: string | null = null,
  { inChildProcess = false } = {},
): Promise<PgliteThread> {
  const worker = (inChildProcess ? processHost : threadHost)({ dataDir, snapshot });
  const channel = requestChannel(worker);
  const send = channel.send;

  const untraced =
    (transaction?: number) =>
    (sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryResult> =>
      send({
        op: 'query',
        sql,
        params,
        rowMode: options.rowMode ?? 'object',
        textTypes: Object.keys(options.parsers ?? {}).map(Number),
        ...(transaction === undefined ? {} : { transaction }),
      });
  // The store's one query function: where PGlite's statements get their spans (pg's get theirs in the pool).
  const query: typeof untraced = tracingOn()
    ? (transaction) => {
        const run = untraced(transaction);
        return (sql, params, options) => tracedQuery(sql, () => run(sql, params, options));
      }
    : untraced;

  const thread: PgliteThread = {
    query: query(),
    async transaction(callback) {
      const id = await send<number>({ op: 'begin' });
      channel.transactionOpened();
      try {
        const result = await callback({ query: query(id) });
        await send({ op: 'end', transaction: id, commit: true });
        return result;
      } catch (error) {
        await send({ op: 'end', transaction: id, commit: false }).catch(() => undefined);
        throw error;
      } finally {
        channel.transactionClosed();
      }
    },
    dump: () => send({ op: 'dump' }),
    async close() {
      await send({ op: 'close' });
      channel.stop(new Error('The embedded database is closed.'));
      await worker.terminate();
    },
  };

  return new Promise((resolve, reject) => {
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) resolve(thread);
      else channel.answer(reply);
    });
    // Opening failed (a damaged data folder) or the thread died: every caller hears it, none waits forever.
    worker.on('error', (error) => {
      channel.stop(error);
      reject(error);
    });
    worker.on('exit', () => reject(channel.stop(new Error('The embedded database stopped.'))));
  });
}
