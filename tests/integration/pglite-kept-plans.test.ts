import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPgliteThread, type PgliteThread } from '@/lib/service/db/pglite-thread';
import { hasPgCode, PG_UNIQUE_VIOLATION } from '@/lib/service/core/pg-errors';

/**
 * The embedded database's thread keeps each statement with parameters prepared, as the server keeps the
 * service's named statements: planned once, then run from PostgreSQL's kept plan. Read off PGlite's own
 * `pg_prepared_statements` (a statement without parameters, which the thread does not keep).
 */
let thread: PgliteThread;
const TIMESTAMPTZ = 1184;

beforeAll(async () => {
  // From the suites' migrated snapshot: a new in-memory database would first run initdb (seconds).
  thread = await openPgliteThread(null, inject('pgliteSnapshot')!);
  await thread.query(
    `create table notes (id int primary key, body text not null, at timestamptz not null, data jsonb, done boolean)`,
  );
  await thread.query(
    `insert into notes select g, 'note ' || g, timestamptz '2026-01-01' + g * interval '1 day', null, false
       from generate_series(1, 300) g`,
  );
});
afterAll(() => thread?.close());

interface Kept {
  statement: string;
  generic_plans: number;
  custom_plans: number;
}
async function kept(): Promise<Kept[]> {
  const { rows } = await thread.query(
    'select statement, generic_plans::int, custom_plans::int from pg_prepared_statements',
  );
  return rows as Kept[];
}
const keptFor = async (text: string) => (await kept()).filter((row) => row.statement === text);

describe('statements the embedded database keeps prepared', () => {
  it('plans a statement with parameters once it has run five times, and answers as before', async () => {
    const text = 'select id, body, at from notes where id > $1 order by id limit $2';
    for (let run = 0; run < 8; run++) {
      const { rows, fields } = await thread.query(text, [290, 3], { parsers: { [TIMESTAMPTZ]: String } });
      expect(fields.map((field) => field.name)).toEqual(['id', 'body', 'at']);
      expect(rows).toEqual([
        { id: 291, body: 'note 291', at: '2026-10-19 00:00:00+00' },
        { id: 292, body: 'note 292', at: '2026-10-20 00:00:00+00' },
        { id: 293, body: 'note 293', at: '2026-10-21 00:00:00+00' },
      ]);
    }
    // PostgreSQL's own rule: five plans made with the values, then the kept one when it costs no more.
    expect(await keptFor(text)).toEqual([{ statement: text, generic_plans: 3, custom_plans: 5 }]);
  });

  it('writes each value by its parameter type and reads rows back in the mode asked for', async () => {
    const text = 'update notes set data = $1, done = $2, at = $3 where id = $4 returning id, data, done, at';
    const { rows, affectedRows } = await thread.query(
      text,
      [{ tags: ['a', 'b'] }, true, new Date('2026-05-01T12:00:00Z'), 7],
      { rowMode: 'array' },
    );
    expect(affectedRows).toBe(1);
    expect(rows).toEqual([[7, { tags: ['a', 'b'] }, true, new Date('2026-05-01T12:00:00Z')]]);
    const { rows: nulls } = await thread.query(text, [null, null, new Date(0), 8], { rowMode: 'array' });
    expect(nulls).toEqual([[8, null, null, new Date(0)]]);
    expect(await keptFor(text)).toHaveLength(1);
  });

  it('plans a search with its pattern every time: a LIKE or an ILIKE is never kept', async () => {
    const like = 'select count(*)::int as n from notes where body like $1';
    // The customers' search, as the service writes it.
    const ilike = 'select count(*)::int as n from notes where body ilike $1 or id = $2';
    for (let run = 0; run < 7; run++) {
      expect((await thread.query(like, ['note 1%'])).rows).toEqual([{ n: 111 }]);
      expect((await thread.query(ilike, ['NOTE 1%', 250])).rows).toEqual([{ n: 112 }]);
    }
    expect(await keptFor(like)).toEqual([]);
    expect(await keptFor(ilike)).toEqual([]);
  });

  it("reports the database's errors with their codes, keeps no statement it refused, and goes on", async () => {
    const insert = 'insert into notes (id, body, at) values ($1, $2, now())';
    const duplicate = await thread.query(insert, [1, 'again']).catch((error: unknown) => error);
    expect(hasPgCode(duplicate, PG_UNIQUE_VIOLATION)).toBe(true);
    await expect(thread.query(insert, [1001, 'new'])).resolves.toMatchObject({ affectedRows: 1 });

    const broken = 'select * from notes where id = $1 order';
    await expect(thread.query(broken, [1])).rejects.toMatchObject({ code: '42601' });
    expect(await keptFor(broken)).toEqual([]);
  });

  it('runs kept statements inside a transaction: its rollback leaves nothing', async () => {
    const insert = 'insert into notes (id, body, at) values ($1, $2, now())';
    const count = 'select count(*)::int as n from notes where id >= $1';
    const before = (await thread.query(count, [2000])).rows;
    await expect(
      thread.transaction(async (tx) => {
        await tx.query(insert, [2000, 'inside']);
        expect((await tx.query(count, [2000])).rows).toEqual([{ n: 1 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(before).toEqual([{ n: 0 }]);
    expect((await thread.query(count, [2000])).rows).toEqual([{ n: 0 }]);
    expect(await keptFor(insert)).toHaveLength(1);
  });

  it('keeps at most 200 statements, closing the one used longest ago', async () => {
    const texts = Array.from({ length: 230 }, (_, i) => `select id + ${i} as n from notes where id = $1`);
    for (const text of texts) await thread.query(text, [5]);
    const statements = (await kept()).map((row) => row.statement);
    expect(statements).toHaveLength(200);
    expect(statements).toContain(texts.at(-1));
    expect(statements).not.toContain(texts[0]);
    // The oldest went first, and a statement closed can be prepared again.
    expect((await thread.query(texts[0]!, [5])).rows).toEqual([{ n: 5 }]);
  });
});
