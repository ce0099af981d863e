import 'server-only';
import type { Plugin } from 'graphql-yoga';
import { badUserInput } from '../core/errors';
import { formatMegabytes } from './megabytes';

/** How a count takes the size in JSON of a string (a key too) and of a number, boolean or null. */
interface JsonSizes {
  string(text: string): number;
  scalar(value: unknown): number;
}

/** The exact sizes: UTF-8, quotes and escapes included. */
const EXACT: JsonSizes = {
  string: (text) => Buffer.byteLength(JSON.stringify(text)),
  scalar: (value) => String(value).length,
};

/**
 * Bounds on the sizes that encode nothing and build no string: a UTF-16 unit takes at most 6 bytes (a control
 * character's `\u0000` escape; other characters take 1 to 3, a surrogate pair 4 for two units), plus quotes;
 * no number is longer than 25 characters (`-0.0000012345678901234567`), `false` and `null` shorter.
 */
const BOUND: JsonSizes = {
  string: (text) => 6 * text.length + 2,
  scalar: () => 25,
};

/** Whether `value` as JSON, counted by `sizes`, passes `maxBytes`; stops once it does. */
function countsOver(value: unknown, maxBytes: number, sizes: JsonSizes): boolean {
  let bytes = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      bytes += sizes.string(item);
    } else if (item === null || typeof item !== 'object') {
      bytes += sizes.scalar(item);
    } else if (Array.isArray(item)) {
      // Brackets and commas; an empty list has its two brackets.
      bytes += 1 + Math.max(item.length, 1);
      for (let i = 0; i < item.length; i++) pending.push(item[i]);
    } else {
      // A loop over keys, not Object.entries: no array of pairs per object (results are plain objects).
      let keys = 0;
      for (const key in item) {
        keys += 1;
        bytes += sizes.string(key) + 1;
        pending.push((item as Record<string, unknown>)[key]);
      }
      bytes += 1 + Math.max(keys, 1);
    }
    if (bytes > maxBytes) return true;
  }
  return false;
}

/**
 * Whether `value` written as JSON would take more than `maxBytes` (UTF-8). Counted value by value and stopped
 * as soon as the count passes the limit, so no string of the whole answer is built to find out. A first count
 * with a bound on each string's size settles almost every answer (far below the limit) without encoding one;
 * only an answer the bound puts over the limit is counted exactly.
 */
export function jsonLargerThan(value: unknown, maxBytes: number): boolean {
  return countsOver(value, maxBytes, BOUND) && countsOver(value, maxBytes, EXACT);
}

function tooLarge(maxBytes: number) {
  return badUserInput(
    `The answer would be larger than ${formatMegabytes(maxBytes)}, the most one answer may be. Ask for fewer ` +
      'items per page (limit) or fewer fields, or split the operation into several requests.',
  );
}

/**
 * The last bound on an answer, after the query-cost estimate: an answer larger than `maxBytes` is replaced
 * by an error (never cut short), before yoga writes it out.
 */
export function answerSizeLimit(maxBytes: number): Plugin {
  return {
    onExecute: () => ({
      onExecuteDone: ({ result, setResult }) => {
        if (!('data' in result) || !result.data) return;
        if (jsonLargerThan(result.data, maxBytes)) setResult({ data: null, errors: [tooLarge(maxBytes)] });
      },
    }),
  };
}
