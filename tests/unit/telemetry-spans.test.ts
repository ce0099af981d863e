import { EventEmitter } from 'node:events';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { traceQueries, tracedQuery } from '@/lib/telemetry/db-spans';
import { forgetInstruments } from '@/lib/telemetry/instruments';

/** Statement spans, recorded in memory: their names, attributes and status, for both ways a query runs. */
const exporter = new InMemorySpanExporter();

beforeAll(() => {
  trace.setGlobalTracerProvider(
    new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }),
  );
  forgetInstruments();
});
afterAll(() => {
  trace.disable();
  forgetInstruments();
});
beforeEach(() => exporter.reset());

const ended = () => exporter.getFinishedSpans();

describe('a statement span', () => {
  it('is named by operation and first table, the same for every run of one text', async () => {
    const text = 'select "id", "title" from "handbooks" where "handbooks"."customer_id" = $1';
    await tracedQuery(text, async () => 'first');
    expect(await tracedQuery(text, async () => 'second')).toBe('second');
    expect(ended().map((s) => s.name)).toEqual(['SELECT handbooks', 'SELECT handbooks']);
    expect(ended()[1]!.attributes).toEqual({
      'db.system.name': 'postgresql',
      'db.operation.name': 'SELECT',
      'db.collection.name': 'handbooks',
    });
    expect(ended()[1]!.status.code).toBe(SpanStatusCode.UNSET);
  });

  it('names each of many different texts right, past the texts it keeps', async () => {
    for (let i = 0; i < 600; i++) await tracedQuery(`insert into "t${i}" values (${i})`, async () => i);
    expect(ended().map((s) => s.name)).toEqual(Array.from({ length: 600 }, (_, i) => `INSERT t${i}`));
  });

  it('is an error when the statement fails, and the failure reaches the caller', async () => {
    const failing = tracedQuery('update "customers" set "name" = $1', () =>
      Promise.reject(new Error('23505')),
    );
    await expect(failing).rejects.toThrow('23505');
    expect(ended().map((s) => [s.name, s.status.code])).toEqual([['UPDATE customers', SpanStatusCode.ERROR]]);
  });
});

describe("a pool's connections", () => {
  /** A connection whose `query` answers its callback as pg does: later, with an error or a result. */
  function connection(error: Error | null) {
    return {
      query(_text: string, _values: unknown[], callback: (e: Error | null, r?: unknown) => void) {
        setImmediate(() => callback(error, error ? undefined : { rows: [] }));
      },
    };
  }
  const connected = (client: object) => {
    const pool = new EventEmitter();
    traceQueries(pool as unknown as pg.Pool);
    pool.emit('connect', client);
    return client as ReturnType<typeof connection>;
  };

  it('give each callback query a span that ends before the callback runs', async () => {
    const client = connected(connection(null));
    const seen = await new Promise<number>((resolve) =>
      client.query('delete from "sessions"', [], () => resolve(ended().length)),
    );
    expect(seen).toBe(1);
    expect(ended().map((s) => [s.name, s.status.code])).toEqual([['DELETE sessions', SpanStatusCode.UNSET]]);
  });

  it('mark a callback query that failed, and hand its error on', async () => {
    const client = connected(connection(new Error('gone')));
    const error = await new Promise<Error | null>((resolve) =>
      client.query('select 1 from "tokens"', [], (e) => resolve(e)),
    );
    expect(error?.message).toBe('gone');
    expect(ended().map((s) => [s.name, s.status.code])).toEqual([['SELECT tokens', SpanStatusCode.ERROR]]);
  });
});
