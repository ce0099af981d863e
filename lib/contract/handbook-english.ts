/**
 * Which English a handbook is written in, and how it writes a date: read by the service's generator (the
 * handbook's text) and by the dashboard's PDF cover alike, so the cover's "Effective …" reads as the text
 * under it does. The policy library is written in British English, which the Commonwealth and the European
 * countries share; a US handbook gets US spelling and dates.
 */
export type HandbookEnglish = 'american' | 'british';

/** The countries (ISO 3166-1 alpha-2) whose handbooks are written in American English. */
const AMERICAN_ENGLISH_COUNTRIES: ReadonlySet<string> = new Set(['US']);

export function handbookEnglish(country: string): HandbookEnglish {
  return AMERICAN_ENGLISH_COUNTRIES.has(country) ? 'american' : 'british';
}

// Spelled out rather than taken from Intl, whose output depends on the runtime's ICU data.
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface YearMonthDay {
  year: number;
  month: number;
  day: number;
}

/** `1 March 2026`, or `March 1, 2026` in American English. */
export function formatLongDate(date: YearMonthDay, english: HandbookEnglish): string {
  const month = MONTH_NAMES[date.month - 1] ?? '';
  return english === 'american' ? `${month} ${date.day}, ${date.year}` : `${date.day} ${month} ${date.year}`;
}
