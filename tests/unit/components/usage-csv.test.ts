import { describe, expect, it } from 'vitest';
import { USAGE_CSV_COLUMNS, usageCsvName } from '@/components/usage/export-usage-csv';
import type { UsageRow } from '@/components/usage/usage-columns';
import { toCsv } from '@/lib/format/csv';

const row = (name: string, email: string, requests: number): UsageRow => ({
  customer: { userId: `cus_${requests}`, name, email },
  requests,
  failed: 2,
  activeDays: 3,
});

describe('the usage report as CSV', () => {
  it('has the contract’s columns, in its order, one line per customer', () => {
    const csv = toCsv(USAGE_CSV_COLUMNS, [row('Acme HR', 'hr@acme.example', 120)]);
    expect(csv).toBe(
      'customer_id,name,email,requests,failed,active_days\r\ncus_120,Acme HR,hr@acme.example,120,2,3\r\n',
    );
  });

  it('keeps a name or email a spreadsheet would run as a formula as text', () => {
    const csv = toCsv(USAGE_CSV_COLUMNS, [row('=HYPERLINK("http://evil")', '+1@x.example', 5)]);
    expect(csv.split('\r\n')[1]).toBe('cus_5,"\'=HYPERLINK(""http://evil"")",\'+1@x.example,5,2,3');
  });

  it('is named by its month once the month is over, and by the days counted while it runs', () => {
    const now = new Date('2026-12-03T23:59:00Z');
    expect(usageCsvName('2026-11', now)).toBe('usage-2026-11');
    expect(usageCsvName('2025-12', now)).toBe('usage-2025-12');
    expect(usageCsvName('2026-12', now)).toBe('usage-2026-12-01-to-2026-12-03');
  });
});
