import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '@/components/data-table/table-params';
import { EXPIRING_PRESETS, OVERLAP_CHOICES } from '@/components/tokens/tokens-params';
import { EXPIRING_WITHIN_DAYS, PAGE_LIMIT, RENEWAL_OVERLAP_SECONDS } from '@/lib/contract/limits';

// The dashboard's own menus: each choice must be a value the Reseller API takes.
describe('dashboard options within the contract', () => {
  it.each(PAGE_SIZES)('page size %i', (size) => {
    expect(size).toBeGreaterThanOrEqual(PAGE_LIMIT.min);
    expect(size).toBeLessThanOrEqual(PAGE_LIMIT.max);
  });

  it.each(EXPIRING_PRESETS)('expiring within %i days', (days) => {
    expect(days).toBeGreaterThanOrEqual(EXPIRING_WITHIN_DAYS.min);
    expect(days).toBeLessThanOrEqual(EXPIRING_WITHIN_DAYS.max);
  });

  it.each(OVERLAP_CHOICES.map((choice) => [choice.label, choice.seconds] as const))(
    'renewal: the old token stops %s',
    (_label, seconds) => {
      expect(seconds).toBeGreaterThanOrEqual(RENEWAL_OVERLAP_SECONDS.min);
      expect(seconds).toBeLessThanOrEqual(RENEWAL_OVERLAP_SECONDS.max);
    },
  );
});
