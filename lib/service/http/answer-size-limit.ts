import 'server-only';
import type { Plugin } from 'graphql-yoga';
import { badUserInput } from '../core/errors';
import { formatMegabytes } from './megabytes';

/**
 * Whether `value` written as JSON would take more than `maxBytes` (UTF-8). Counted value by value and stopped
 * as soon as the count passes the limit, so no string of the whole answer is built to find out.
 */
export function jsonLargerThan(value: unknown, maxBytes: number): boolean {
  let bytes = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      bytes += Buffer.byteLength(JSON.stringify(item));
    } else if (Array.isArray(item)) {
      bytes += 1 + Math.max(item.length, 1);
      for (const element of item) pending.push(element);
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      bytes += 1 + Math.max(entries.length, 1);
      for (const [key, entry] of entries) {
        bytes += Buffer.byteLength(JSON.stringify(key)) + 1;
        pending.push(entry);
      }
    } else {
      bytes += String(item).length;
    }
    if (bytes > maxBytes) return true;
  }
  return false;
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
