import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resellerGraphql } from '@/tests/generated/reseller';
import { createCustomer, errorOf } from './fixtures';
import { createTestService, dataOf, START, type TestService } from './harness';

const ACTIVITY_RANGE = resellerGraphql(`
  query ActivityRange($from: DateTime, $to: DateTime) {
    activity(from: $from, to: $to, limit: 100) {
      total
      events {
        occurredAt
        subjectId
      }
    }
  }
`);

const HOUR_MS = 3_600_000;
const at = (hours: number) => new Date(START.getTime() + hours * HOUR_MS).toISOString();
let t: TestService;
let key = '';
const created: string[] = [];

beforeAll(async () => {
  t = await createTestService();
  ({ key } = await t.newReseller('Dated Ltd'));
  // One customer an hour: at START, START + 1 h and START + 2 h.
  for (const n of [0, 1, 2]) {
    created.push(await createCustomer(t, key, `c${n}@example.com`, `Customer ${n}`));
    t.advance(HOUR_MS);
  }
});

afterAll(() => t.close());

const range = async (variables: { from?: string; to?: string }) =>
  dataOf(await t.reseller(key, ACTIVITY_RANGE, variables)).activity;

describe('activity(from, to)', () => {
  it('keeps the events in [from, to): from included, to left out', async () => {
    const middle = await range({ from: at(1), to: at(2) });
    expect(middle.total).toBe(1);
    expect(middle.events.map((e) => e.subjectId)).toEqual([created[1]]);
  });

  it('leaves either end open', async () => {
    expect((await range({ from: at(1) })).events.map((e) => e.subjectId)).toEqual([created[2], created[1]]);
    expect((await range({ to: at(1) })).events.map((e) => e.subjectId)).toEqual([created[0]]);
    expect((await range({})).total).toBe(3);
  });

  it('refuses a from that is not before to', async () => {
    for (const variables of [
      { from: at(1), to: at(1) },
      { from: at(2), to: at(1) },
    ]) {
      const result = await t.reseller(key, ACTIVITY_RANGE, variables);
      expect(errorOf(result)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'from' });
    }
  });

  it('takes either end of the calendar, fractions and minutes without seconds, as ISO 8601 in UTC', async () => {
    const all = { from: '0001-01-01T00:00:00Z', to: '9999-12-31T23:59:59.999999Z' };
    expect((await range(all)).total).toBe(3);
    expect((await range({ from: at(1).slice(0, 16) + 'Z' })).total).toBe(2);
  });

  it('refuses, as BAD_USER_INPUT, a DateTime that is not one instant written in UTC with Z', async () => {
    const refused = [
      '2026-02-30T00:00:00Z', // no such day: not rolled over into March
      '2026-06-01T24:00:00Z', // not read as the next day
      '2026-06-01T12:60:00Z',
      '2026-06-01', // a bare date
      '2026-06-01T12:00:00', // no zone: not read in the server's
      '2026-06-01T12:00:00+14:00',
      '0000-01-01T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      '10000-01-01T00:00:00Z',
      'June 1, 2026',
    ];
    for (const from of refused) {
      const result = await t.reseller(key, ACTIVITY_RANGE, { from });
      expect(errorOf(result), from).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(result.body.errors?.[0]?.message, from).toContain(
        'DateTime must be an ISO 8601 date and time in UTC',
      );
    }
  });
});
