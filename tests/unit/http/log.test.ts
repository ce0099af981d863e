import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorFields, log } from '@/lib/http/log';

const EMAIL = 'ann.example@payroll.test';
const SEARCH = 'Ann Exampleton';

/** What drizzle throws when a query fails: the query and its parameters in the message, pg's error as cause. */
function failedQuery(): DrizzleQueryError {
  const cause = Object.assign(new Error(`duplicate key value violates unique constraint (${EMAIL})`), {
    code: '23505',
  });
  return new DrizzleQueryError(
    'select "id" from "customers" where "reseller_id" = $1 and ("email" = $2 or "name" ilike $3)',
    ['rsl_42', EMAIL, `%${SEARCH}%`],
    cause,
  );
}

function loggedLine(fields: Record<string, unknown>): string {
  const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  log('error', 'test.event', fields);
  return String(write.mock.calls[0]?.[0]);
}

afterEach(() => vi.restoreAllMocks());

describe('log', () => {
  it('writes one JSON line with the level, the event and the fields', () => {
    const line = loggedLine({ resellerId: 'rsl_1' });
    expect(line.endsWith('\n')).toBe(true);
    expect(line.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(line)).toMatchObject({ level: 'error', event: 'test.event', resellerId: 'rsl_1' });
  });
});

describe('errorFields', () => {
  it("keeps a failed query's parameters (request values) out of the log, and its code in", () => {
    const line = loggedLine(errorFields(failedQuery()));
    expect(line).not.toContain(EMAIL);
    expect(line).not.toContain(SEARCH);
    expect(line).not.toContain('rsl_42');
    expect(line).not.toContain('Failed query');
    expect(JSON.parse(line)).toMatchObject({ error: 'DrizzleQueryError', cause: 'Error', code: '23505' });
  });

  it('gives a few stack frames and never the message, even one that looks like a frame', () => {
    const error = new TypeError(`bad input\n    at ${EMAIL} (search.ts:1:1)`);
    const fields = errorFields(error);
    expect(fields.error).toBe('TypeError');
    expect(JSON.stringify(fields)).not.toContain(EMAIL);
    const stack = fields.stack as string[];
    expect(stack.length).toBeGreaterThan(0);
    expect(stack.length).toBeLessThanOrEqual(5);
    for (const frame of stack) expect(frame).toMatch(/^at /);
  });

  it('takes a system code from the error itself and ignores codes that are free text', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(errorFields(refused)).toMatchObject({ error: 'Error', code: 'ECONNREFUSED' });
    const odd = Object.assign(new Error('x'), { code: `user ${EMAIL}` });
    expect(errorFields(odd)).not.toHaveProperty('code');
  });

  it('describes a thrown non-error by its type only', () => {
    expect(errorFields(`lookup failed for ${EMAIL}`)).toEqual({ error: 'string' });
  });
});
