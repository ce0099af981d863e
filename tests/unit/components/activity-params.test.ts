import { describe, expect, it } from 'vitest';
import { activityVariables, parseAsDay, type ActivityParams } from '@/components/activity/activity-params';

const base: ActivityParams = { action: null, subject: '', by: '', from: null, to: null, page: 1, size: 25 };

describe('the activity page’s date range', () => {
  it('asks the API for [from, the day after to): both days included, in UTC', () => {
    expect(activityVariables({ ...base, from: '2026-11-01', to: '2026-11-30' })).toMatchObject({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
    });
  });

  it('leaves an end open when the URL has none', () => {
    const variables = activityVariables({ ...base, from: '2026-11-01' });
    expect(variables).toMatchObject({ from: '2026-11-01T00:00:00.000Z' });
    expect(variables).not.toHaveProperty('to');
  });

  it('reads only whole days from the URL', () => {
    expect(parseAsDay.parse('2026-11-01')).toBe('2026-11-01');
    for (const value of ['2026-11-1', 'yesterday', '2026-13-45', '2026-11-01T00:00Z'])
      expect(parseAsDay.parse(value), value).toBeNull();
  });

  it('reads only days the API takes, the start and the end of the range alike', () => {
    expect(parseAsDay.parse('0001-01-01')).toBe('0001-01-01');
    expect(parseAsDay.parse('9999-12-30')).toBe('9999-12-30');
    // No such day; no year 0; the day after 9999-12-31 is in a five-digit year.
    for (const value of ['2026-02-30', '2026-04-31', '0000-01-01', '9999-12-31'])
      expect(parseAsDay.parse(value), value).toBeNull();
  });
});
