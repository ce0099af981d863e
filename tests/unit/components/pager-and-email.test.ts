import { describe, expect, it } from 'vitest';
import { pagerStatus } from '@/components/data-table/pagination';
import { emailParts } from '@/components/ui/email-text';

describe('pagerStatus', () => {
  const base = { total: 300, pageSize: 25, noun: 'customers', stale: false };

  it('counts the rows in view', () => {
    expect(pagerStatus({ ...base, pageIndex: 1 })).toBe('26–50 of 300 customers');
    expect(pagerStatus({ ...base, pageIndex: 11 })).toBe('276–300 of 300 customers');
  });

  it('gives only the count when every row is in view, a single one in the singular', () => {
    expect(pagerStatus({ ...base, total: 1, pageIndex: 0 })).toBe('1 customer');
    expect(pagerStatus({ ...base, total: 3, pageIndex: 0 })).toBe('3 customers');
    expect(pagerStatus({ ...base, noun: 'deliveries', total: 1, pageIndex: 0 })).toBe('1 delivery');
    expect(pagerStatus({ ...base, total: 25, pageIndex: 0 })).toBe('25 customers');
  });

  it('never shows the old page’s figures while the next page loads', () => {
    expect(pagerStatus({ ...base, pageIndex: 1, stale: true })).toBe('Loading page 2…');
  });

  it('says so when the page asked for is past the last one, instead of pretending to be on it', () => {
    expect(pagerStatus({ ...base, pageIndex: 98 })).toBe('Nothing on page 99: 300 customers fill 12 pages');
    expect(pagerStatus({ ...base, total: 3, pageIndex: 1 })).toBe(
      'Nothing on page 2: 3 customers fill 1 page',
    );
  });

  it('has nothing to count without rows', () => {
    expect(pagerStatus({ ...base, total: 0, pageIndex: 0 })).toBe('No customers');
  });
});

describe('emailParts', () => {
  it('offers breaks after the @ and each hyphen and before each dot, never inside a word', () => {
    expect(emailParts('zoe.299@lindqvist-robotics.example')).toEqual([
      'zoe',
      '.299@',
      'lindqvist-',
      'robotics',
      '.example',
    ]);
    expect(emailParts('ada@example.com').join('')).toBe('ada@example.com');
  });
});
