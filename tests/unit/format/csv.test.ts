import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from '@/lib/format/csv';

describe('toCsv', () => {
  it('writes a header row and CRLF-terminated rows', () => {
    const rows = [{ name: 'Ada', count: 2 }];
    const csv = toCsv(
      [
        { header: 'Name', value: (r: (typeof rows)[number]) => r.name },
        { header: 'Count', value: (r: (typeof rows)[number]) => r.count },
      ],
      rows,
    );
    expect(csv).toBe('Name,Count\r\nAda,2\r\n');
  });
});

describe('csvField', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('Smith, Jane')).toBe('"Smith, Jane"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
  });

  it('leaves empty values empty', () => {
    expect(csvField(null)).toBe('');
  });

  it('defuses spreadsheet formulas in text', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-5')).toBe("'-5");
    expect(csvField(-5)).toBe('-5');
  });
});
