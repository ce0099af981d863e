import { afterEach, describe, expect, it, vi } from 'vitest';
import { usageParsers, usageVariables } from '@/components/usage/usage-params';

describe("the usage page's month in the URL", () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a month the report reaches and reads any other as the current one, as the picker shows it', () => {
    vi.useFakeTimers({ now: new Date('2026-12-03T10:00:00Z') });
    const month = (value: string) => usageParsers.month.parse(value);
    expect(month('2026-12')).toBe('2026-12');
    expect(month('2025-11')).toBe('2025-11');
    // Too old for the contract's 13 months back, still to come, or not a month at all.
    for (const value of ['2025-10', '2024-01', '2027-01', '2026-13', 'december'])
      expect(month(value)).toBeNull();
    const defaults = { month: '', q: '', page: 1, size: 25 };
    expect(usageVariables(defaults).month).toBe('2026-12');
  });
});
