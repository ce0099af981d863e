import { describe, expect, it } from 'vitest';
import { groupByWhen } from '@/components/overview/attention-groups';

describe('groupByWhen', () => {
  it('puts the customers whose access ends at the same moment in words on one line, in order', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    const at = (hours: number) => ({ accessEndsAt: new Date(now + hours * 3_600_000).toISOString() });
    const items = [at(30), at(31), at(33), at(60), at(61)];
    expect(groupByWhen(items, now, 'en')).toEqual([
      { when: 'in 2 days', items: items.slice(0, 3) },
      { when: 'in 3 days', items: items.slice(3) },
    ]);
  });
});
