import { describe, expect, it } from 'vitest';
import { HANDBOOK_ANSWER_SIZES } from '@/lib/service/handbooks/handbook-answer-sizes';
import { findCountry, regionCodes, SUPPORTED_COUNTRY_CODES } from '@/lib/service/handbooks/countries';
import { generateHandbook } from '@/lib/service/handbooks/generate';

const { textBytes, listSizes } = HANDBOOK_ANSWER_SIZES;
const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
// The longest names the generator takes (200 characters), in characters of four UTF-8 bytes.
const LONGEST_NAME = '😀'.repeat(200);

const everyHandbook = SUPPORTED_COUNTRY_CODES.flatMap((country) =>
  [null, ...regionCodes(findCountry(country)!)].flatMap((region) =>
    [1, 10, 50, 250, 1_000_000].map((employeeCount) =>
      generateHandbook({
        companyName: LONGEST_NAME,
        title: LONGEST_NAME,
        country,
        region,
        employeeCount,
        effectiveDate: '2026-12-31',
      }),
    ),
  ),
);

describe('what a handbook can weigh in an answer', () => {
  it('bounds the Markdown of every handbook the generator writes', () => {
    const longest = Math.max(...everyHandbook.map((h) => jsonBytes(h.markdown)));
    expect(longest).toBeLessThanOrEqual(textBytes['Handbook.markdown']!);
  });

  it('bounds every section body', () => {
    const longest = Math.max(...everyHandbook.flatMap((h) => h.sections.map((s) => jsonBytes(s.body))));
    expect(longest).toBeLessThanOrEqual(textBytes['HandbookSection.body']!);
  });

  it('bounds how many sections and policies a handbook has', () => {
    expect(Math.max(...everyHandbook.map((h) => h.sections.length))).toBe(listSizes['Handbook.sections']);
    expect(Math.max(...everyHandbook.map((h) => h.policies.length))).toBe(listSizes['Handbook.policies']);
  });
});
