import 'server-only';
import type { YearMonthDay } from '../../../contract/handbook-english';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Parses `YYYY-MM-DD`; null unless it names a real day of the (proleptic) Gregorian calendar. */
export function parseIsoDate(value: string): YearMonthDay | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** `1,250`: written by hand because toLocaleString follows the host's locale. */
export function formatCount(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${grouped}` : grouped;
}

export function formatPeople(count: number): string {
  return count === 1 ? '1 person' : `${formatCount(count)} people`;
}

/**
 * Makes customer-supplied text inert inside Markdown (CommonMark), so a company called `*Acme*`, `<b>` or
 * `[Sign in](https://…)` prints as written instead of turning into emphasis, HTML or a link. An `&` before a
 * name or `#` would start a character reference (`&lt;` prints as `<`), so it is escaped there; `Smith & Sons`
 * stays readable. `#` may close a heading (`# Acme #` drops it); a leading `~~~` opens a code fence.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_[\]<>#]|&(?=[#\w])/g, (char) => `\\${char}`)
    .replace(/^([+=~-])/, '\\$1')
    .replace(/^(\d+)([.)])/, '$1\\$2');
}

/**
 * Customer text that ends a sentence, with the full stop the sentence needs unless the text ends in one of
 * its own ("Łódź Żółć Sp. z o.o.", "Acme Inc!", "株式会社テスト。"): one stop, never "o.o..".
 */
export function endSentence(text: string): string {
  return /[.!?…。！？]$/u.test(text) ? text : `${text}.`;
}

type Block = string | null | undefined | false;

/** Joins the blocks that are present with blank lines, so optional country or region notes simply drop out. */
export function paragraphs(...blocks: readonly Block[]): string {
  return blocks
    .filter((block): block is string => typeof block === 'string' && block.length > 0)
    .join('\n\n');
}

export function bulletList(items: readonly Block[]): string {
  return items
    .filter((item): item is string => typeof item === 'string' && item.length > 0)
    .map((item) => `- ${item}`)
    .join('\n');
}
