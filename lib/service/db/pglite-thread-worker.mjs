// The embedded database's own thread (see pglite-thread.ts): PGlite runs here, so its WebAssembly engine and
// the parsing of its answers use a core of their own instead of the server's one JavaScript thread. The same
// file runs as a child process to make a new store, so that the memory making one takes leaves with it.
// Plain JavaScript: Node loads it as it is, under tsx and from the standalone build alike.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData as threadData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// A thread hears its parent on its port; a child process over its IPC channel, given its data as argv[2].
const parent = parentPort ?? {
  on: (event, listener) => process.on(event, listener),
  postMessage: (message) => process.send(message),
};
const workerData = parentPort ? threadData : JSON.parse(process.argv[2]);

const database = await PGlite.create({
  ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
  // A data directory dumped earlier (a tarball): the store starts with its contents instead of an empty one.
  ...(workerData.snapshot ? { loadDataDir: new Blob([await readFile(workerData.snapshot)]) } : {}),
  // The customer search indexes need pg_trgm and btree_gin (migration 0002); PGlite loads them on request.
  extensions: { pg_trgm, btree_gin },
  // PGlite's default buffer pool (128 MB) lives in its WebAssembly memory, which never shrinks: at 16 MB the
  // process starts 130 MB smaller (282 against 414 MB, measured), at no measurable cost in throughput.
  // Pages beyond it come from the operating system's file cache.
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
});

/** Open transactions by id: each holds PGlite's transaction open until the caller ends it. */
const transactions = new Map();
let lastTransactionId = 0;
const ROLLBACK = Symbol('rollback');

function begin() {
  const id = ++lastTransactionId;
  const entry = {};
  transactions.set(id, entry);
  return new Promise((opened, failed) => {
    entry.done = database
      .transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            entry.tx = tx;
            entry.end = (wanted) => (wanted ? commit() : rollback(ROLLBACK));
            opened(id);
          }),
      )
      .catch((error) => {
        if (error !== ROLLBACK) throw error;
      })
      .finally(() => transactions.delete(id));
    // Before the transaction opened, its failure is begin's; after, end() reports it (a failed COMMIT).
    entry.done.catch(failed);
  });
}

async function end(id, commit) {
  const transaction = transactions.get(id);
  if (!transaction?.end) throw new Error(`No open transaction ${id}.`);
  const { done } = transaction;
  transaction.end(commit);
  await done;
}

function query({ sql, params, rowMode, textTypes, transaction }) {
  const target = transaction ? transactions.get(transaction)?.tx : database;
  if (!target) throw new Error(`No open transaction ${transaction}.`);
  // The caller's parsers keep these types as text (Drizzle maps them itself); functions cannot cross threads.
  const parsers = Object.fromEntries(textTypes.map((type) => [type, (value) => value]));
  return target
    .query(sql, params, { rowMode, parsers })
    .then(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
}

/** An error as data: its message, and the fields PostgreSQL's errors carry (`code`, `constraint`…). */
function describe(error) {
  const fields = {};
  for (const [key, value] of Object.entries(error ?? {}))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return { name: error?.name ?? 'Error', message: String(error?.message ?? error), fields };
}

const operations = {
  query,
  begin,
  end: ({ transaction, commit }) => end(transaction, commit),
  dump: async () => new Uint8Array(await (await database.dumpDataDir('none')).arrayBuffer()),
  close: () => database.close(),
};

parent.on('message', (message) => {
  Promise.resolve()
    .then(() => operations[message.op](message))
    .then(
      (value) => parent.postMessage({ id: message.id, value }),
      (error) => parent.postMessage({ id: message.id, error: describe(error) }),
    );
});
parent.postMessage({ ready: true });
