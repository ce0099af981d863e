// The embedded database's own thread (see pglite-thread.ts): PGlite runs here, so its WebAssembly engine and
// the parsing of its answers use a core of their own instead of the server's one JavaScript thread. The same
// file runs as a child process to make a new store, so that the memory making one takes leaves with it.
// Plain JavaScript: Node loads it as it is, under tsx and from the standalone build alike.
import { chmodSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parentPort, workerData as threadData } from 'node:worker_threads';
import { parse, PGlite, protocol } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// A thread hears its parent on its port; a child process over its IPC channel, given its data as argv[2].
const parent = parentPort ?? {
  on: (event, listener) => process.on(event, listener),
  postMessage: (message) => process.send(message),
};
const workerData = parentPort ? threadData : JSON.parse(process.argv[2]);

// The store's files are its owner's alone (0600, folders 0700), whatever the umask, as PostgreSQL keeps its
// own: PGlite's file layer makes them 0666 less the umask, and the data folder's 0700 (store-lock.ts) does
// not protect them where another user owns that folder. Files PGlite makes from now on are made so (its
// file layer's mknod gets owner-only modes); those made before (by initdb, which runs apart, by a snapshot,
// or by a version of the app without this) are set once the store is open.
class PrivateNodeFS extends NodeFS {
  async init(pg, options) {
    const { emscriptenOpts } = await super.init(pg, options);
    const ownerOnly = ({ FS, NODEFS }) => {
      const mknod = NODEFS.node_ops.mknod;
      NODEFS.node_ops.mknod = (parent, name, mode, dev) =>
        mknod(parent, name, (mode & ~0o777) | (FS.isDir(mode) ? 0o700 : 0o600), dev);
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [ownerOnly, ...(emscriptenOpts.preRun ?? [])] } };
  }
}

/** Sets owner-only modes on `folder` and everything in it; an entry another user owns is left as it is. */
function keepPrivate(folder) {
  const set = (path, mode) => {
    try {
      chmodSync(path, mode);
    } catch (error) {
      if (error.code !== 'EPERM') throw error;
    }
  };
  set(folder, 0o700);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) keepPrivate(path);
    else if (entry.isFile()) set(path, 0o600);
  }
}

const database = await PGlite.create({
  ...(workerData.dataDir ? { fs: new PrivateNodeFS(workerData.dataDir) } : {}),
  // A data directory dumped earlier (a tarball): the store starts with its contents instead of an empty one.
  ...(workerData.snapshot ? { loadDataDir: new Blob([await readFile(workerData.snapshot)]) } : {}),
  // The customer search indexes need pg_trgm and btree_gin (migration 0002); PGlite loads them on request.
  extensions: { pg_trgm, btree_gin },
  // PGlite's default buffer pool (128 MB) lives in its WebAssembly memory, which never shrinks: at 16 MB the
  // process starts 130 MB smaller (282 against 414 MB, measured), at no measurable cost in throughput.
  // Pages beyond it come from the operating system's file cache.
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
});
if (workerData.dataDir) keepPrivate(workerData.dataDir);

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

/**
 * Statements the thread keeps prepared, by their text, oldest use first: each with its name and the types of
 * its parameters. PGlite's `query` parses, plans and describes a statement on every call, in six calls
 * into its engine; planning was two thirds of the customers page's two statements (4.4 against 1.5 ms in a
 * loop on one store). A statement prepared once is bound and run in one call, and PostgreSQL keeps a plan
 * for it from its sixth run when that plan is no dearer than planning with the values, as the server
 * does with the service's named statements. Bounded: past 200 statements, the one used longest ago is
 * closed.
 */
const prepared = new Map();
const PREPARED_LIMIT = 200;
let lastStatement = 0;

/**
 * Whether to keep a statement prepared. Only statements with parameters: one without has no values a kept
 * plan could be reused for (the migrations). Never a LIKE or an ILIKE: how many rows a pattern matches
 * decides between a trigram index and a walk in order, so a search is planned with its pattern each time, as
 * on the server.
 */
const keepsPlan = (sql, params) => params.length > 0 && !/\bi?like\b/i.test(sql);

const messages = (...parts) => {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
};

/**
 * Runs `work` as `query` runs a statement: alone on the engine, and outside a transaction also between other
 * transactions, then written to disk. `exec` sends protocol messages and hears the engine's answer.
 */
async function exclusive(inTransaction, work) {
  const exec = (...parts) => database.execProtocol(messages(...parts), { syncToFs: false });
  const alone = () => database._runExclusiveQuery(() => work(exec));
  if (inTransaction) return alone();
  return database._runExclusiveTransaction(async () => {
    const result = await alone();
    await database.syncToFs();
    return result;
  });
}

/** The statement's name and parameter types, prepared on first use; `exec` as `exclusive` gives it. */
async function statementFor(sql, exec) {
  const known = prepared.get(sql);
  if (known) {
    prepared.delete(sql);
    prepared.set(sql, known);
    return known;
  }
  const name = `hb_${++lastStatement}`;
  const { messages: described } = await exec(
    protocol.serialize.parse({ name, text: sql }),
    protocol.serialize.describe({ type: 'S', name }),
    protocol.serialize.sync(),
  );
  if (prepared.size >= PREPARED_LIMIT) {
    const [oldestSql, oldest] = prepared.entries().next().value;
    prepared.delete(oldestSql);
    await exec(protocol.serialize.close({ type: 'S', name: oldest.name }), protocol.serialize.sync());
  }
  const statement = { name, types: parse.parseDescribeStatementResults(described) };
  prepared.set(sql, statement);
  return statement;
}

function runPrepared(sql, params, options, inTransaction) {
  return exclusive(inTransaction, async (exec) => {
    const { name, types } = await statementFor(sql, exec);
    // The values as PGlite's `query` writes them: by the parameter's type, as text.
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = database.serializers[types[i]];
      return serialize ? serialize(value) : value.toString();
    });
    const { messages: answer } = await exec(
      protocol.serialize.bind({ statement: name, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    );
    return parse.parseResults(answer, database.parsers, options)[0];
  });
}

function query({ sql, params, rowMode, textTypes, transaction }) {
  const target = transaction ? transactions.get(transaction)?.tx : database;
  if (!target) throw new Error(`No open transaction ${transaction}.`);
  // The caller's parsers keep these types as text (Drizzle maps them itself); functions cannot cross threads.
  const parsers = Object.fromEntries(textTypes.map((type) => [type, (value) => value]));
  const options = { rowMode, parsers };
  const result = keepsPlan(sql, params)
    ? runPrepared(sql, params, options, Boolean(transaction))
    : target.query(sql, params, options);
  return result.then(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
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
