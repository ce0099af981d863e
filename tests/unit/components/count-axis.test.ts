import { describe, expect, it } from 'vitest';
import { countAxis } from '@/components/overview/bar-chart-drawing';

describe('countAxis', () => {
  it('ticks whole counts only, however small the largest', () => {
    expect(countAxis([0, 0, 0]).ticks).toEqual([0, 1]);
    expect(countAxis([0, 1]).ticks).toEqual([0, 1]);
    expect(countAxis([2, 3]).ticks).toEqual([0, 1, 2, 3]);
    for (const max of [5, 7, 13, 250]) {
      const { ticks, y } = countAxis([max]);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(ticks.length).toBeLessThanOrEqual(6);
      expect(y.domain()[1]).toBeGreaterThanOrEqual(max);
    }
  });
});
