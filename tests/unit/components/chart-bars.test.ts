import { describe, expect, it } from 'vitest';
import { weekBars } from '@/components/overview/chart-bars';
import { UTC_ZONE } from '@/lib/format/time';

describe('the expiry chart’s bars', () => {
  it('each opens the tokens expiring by the end of its week, leaving out renewed ones as the bar does', () => {
    const weeks = [
      { weekStart: '2026-12-02T00:00:00.000Z', count: 50 },
      { weekStart: '2026-12-09T00:00:00.000Z', count: 60 },
    ];
    // The tokens page lists renewed tokens unless told not to: the first bar's 50 opened a list of 53.
    expect(weekBars(weeks, UTC_ZONE).map((bar) => bar.href)).toEqual([
      '/tokens?within=7&renewed=hidden',
      '/tokens?within=14&renewed=hidden',
    ]);
    // A later week's list holds the weeks before it too (60 opened 110): its tooltip says so.
    expect(weekBars(weeks, UTC_ZONE).map((bar) => bar.opens)).toEqual([
      undefined,
      'every token expiring within 14 days, this week’s last',
    ]);
  });
});
