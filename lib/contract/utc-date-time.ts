/**
 * The contract's one form of time, "ISO 8601 in UTC with a `Z` suffix", as the service reads a DateTime
 * argument and the dashboard checks a day from its URL before asking for it. Neutral: imported by both.
 */

// Date and time with a `Z`, seconds and their fraction optional; a bare date, another offset or a week date
// is refused, not read in the server's time zone or moved.
const UTC_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?Z$/;

export const UTC_DATE_TIME_RULE =
  'DateTime must be an ISO 8601 date and time in UTC, such as 2026-01-31T09:30:00.000Z.';

/**
 * `text` as an instant, when it names one that exists: JavaScript's parser rolls 2026-02-30 over into March
 * and reads T24:00 as the next day, so the parts must come back as written. Years 0001–9999 only: the
 * database stores no other four-digit year, and a fifth digit is not this format.
 */
export function parseUtcDateTime(text: string): Date | undefined {
  const parts = UTC_DATE_TIME.exec(text);
  if (!parts) return undefined;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return undefined;
  const written = parts.slice(1, 7).map((part = '0') => Number(part));
  const readBack = [
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  ];
  return written[0]! >= 1 && readBack.every((value, i) => value === written[i]) ? date : undefined;
}
