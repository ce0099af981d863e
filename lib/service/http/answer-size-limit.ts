import 'server-only';
import type { Plugin } from 'graphql-yoga';
import { badUserInput } from '../core/errors';
import { formatMegabytes } from './megabytes';

/** A string's exact size in JSON: UTF-8, quotes and escapes included. */
const exactBytes = (text: string) => Buffer.byteLength(JSON.stringify(text));
/**
 * A bound on a string's size in JSON without encoding it: a UTF-16 unit takes at most 6 bytes (a control
 * character's `\u0000` escape; other characters take 1 to 3, a surrogate pair 4 for two units), plus quotes.
 */
const boundBytes = (text: string) => 6 * text.length + 2;

/** Whether `value` as JSON, its strings counted by `stringBytes`, passes `maxBytes`; stops once it does. */
function countsOver(value: unknown, maxBytes: number, stringBytes: (text: string) => number): boolean {
  let bytes = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      bytes += stringBytes(item);
    } else if (Array.isArray(item)) {
      bytes += 1 + Math.max(item.length, 1);
      for (const element of item) pending.push(element);
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      bytes += 1 + Math.max(entries.length, 1);
      for (const [key, entry] of entries) {
        bytes += stringBytes(key) + 1;
        pending.push(entry);
      }
    } else {
      bytes += String(item).length;
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
  return countsOver(value, maxBytes, boundBytes) && countsOver(value, maxBytes, exactBytes);
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
