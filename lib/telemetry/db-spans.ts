import { SpanKind, SpanStatusCode, type Span, type SpanOptions } from '@opentelemetry/api';
import {
  ATTR_DB_COLLECTION_NAME,
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_SYSTEM_NAME,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from '@opentelemetry/semantic-conventions';
import type pg from 'pg';
import { instruments } from './instruments';

// Statements' first word, as the semantic conventions' db.operation.name; anything else is OTHER, so the
// attribute stays bounded whatever the text.
const OPERATIONS = new Set([
  'SELECT',
  'INSERT',
  'UPDATE',
  'DELETE',
  'WITH',
  'BEGIN',
  'COMMIT',
  'ROLLBACK',
  'SAVEPOINT',
  'RELEASE',
  'SET',
  'CREATE',
  'ALTER',
  'DROP',
  'TRUNCATE',
  'LOCK',
  'SHOW',
]);
const FIRST_WORD = /^\s*\(?\s*([A-Za-z]+)/;
// The first table a statement names: the schema's own names, which Drizzle quotes.
const FIRST_TABLE = /\b(?:from|into|update)\s+"?([a-z_][a-z0-9_]{0,62})"?/i;

interface StatementSpan {
  name: string;
  options: SpanOptions;
}

// What a statement's text gives its span, by text: an app sends a few dozen texts (Drizzle's are the same
// for every request that runs the same query), and reading a long one with FIRST_TABLE took a few µs each
// time. Bounded: texts with inlined values would otherwise fill it.
const statementSpans = new Map<string, StatementSpan>();
const KEPT_TEXTS = 500;

function statementSpan(text: string): StatementSpan {
  const kept = statementSpans.get(text);
  if (kept) return kept;
  const word = FIRST_WORD.exec(text)?.[1]?.toUpperCase() ?? '';
  const operation = OPERATIONS.has(word) ? word : 'OTHER';
  const table = operation === 'OTHER' ? undefined : FIRST_TABLE.exec(text)?.[1];
  const made: StatementSpan = {
    name: table ? `${operation} ${table}` : operation,
    options: {
      kind: SpanKind.CLIENT,
      attributes: {
        [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
        [ATTR_DB_OPERATION_NAME]: operation,
        ...(table ? { [ATTR_DB_COLLECTION_NAME]: table } : {}),
      },
    },
  };
  if (statementSpans.size < KEPT_TEXTS) statementSpans.set(text, made);
  return made;
}

/**
 * Starts the span of one statement: its operation and first table, never its text or its parameters (a
 * query's text may hold values inlined by `sql.raw`, and its parameters are request values).
 */
function startStatementSpan(text: string): Span {
  const { name, options } = statementSpan(text);
  return instruments().tracer.startSpan(name, options);
}

function endStatementSpan(span: Span, failed: boolean): void {
  if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/** Runs one statement in its span (see startStatementSpan). */
export async function tracedQuery<T>(text: string, run: () => Promise<T>): Promise<T> {
  const span = startStatementSpan(text);
  let failed = true;
  try {
    const result = await run();
    failed = false;
    return result;
  } finally {
    endStatementSpan(span, failed);
  }
}

type Callback = (error: Error | null, result: unknown) => void;
const textOf = (query: unknown): string | null =>
  typeof query === 'string'
    ? query
    : typeof query === 'object' && query !== null && 'text' in query && typeof query.text === 'string'
      ? query.text
      : null;

/**
 * Gives a pool's connections statement spans. pg has no hook for its queries, so each connection's `query`
 * is wrapped as the pool makes it (its `connect` event comes before the connection is first used), rather
 * than patching pg for the whole process as `@opentelemetry/instrumentation-pg` does through module hooks,
 * which Next's bundle and tsx's ESM loader do not reliably run. The pool's own `query` calls a connection's
 * with a callback; Drizzle's transactions call it for a promise: both are traced.
 */
export function traceQueries(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const traced = (...args: unknown[]): unknown => {
      const text = textOf(args[0]);
      if (text === null) return query(...args);
      const last = args.at(-1);
      if (typeof last !== 'function') return tracedQuery(text, () => query(...args) as Promise<unknown>);
      const done = last as Callback;
      const span = startStatementSpan(text);
      return query(...args.slice(0, -1), (error: Error | null, result: unknown) => {
        endStatementSpan(span, error !== null && error !== undefined);
        done(error, result);
      });
    };
    Object.assign(client, { query: traced });
  });
}
