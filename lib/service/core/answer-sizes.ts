import 'server-only';

/**
 * What the schema's fields can weigh beyond a plain value, keyed `Type.field`: the bytes a text field's value
 * may take, and how many items a list without a `limit` holds at most. Each feature declares its own fields'
 * (for the query-cost limit, api/query-cost.ts); the transport merges them into one table.
 */
export interface AnswerSizes {
  textBytes: Readonly<Record<string, number>>;
  listSizes: Readonly<Record<string, number>>;
}

export function mergeAnswerSizes(tables: readonly AnswerSizes[]): AnswerSizes {
  return {
    textBytes: Object.assign({}, ...tables.map((table) => table.textBytes)) as AnswerSizes['textBytes'],
    listSizes: Object.assign({}, ...tables.map((table) => table.listSizes)) as AnswerSizes['listSizes'],
  };
}

/**
 * The most a text field of at most `maxCharacters` can weigh in an answer: four bytes a character (UTF-8's
 * longest; the characters JSON escapes to more are refused in free text), with 100 for its key and
 * punctuation, as a plain value. A name of 200 four-byte characters is 900 bytes, where a flat 100 once let
 * a query estimated at 0.2 MB answer 1.24 MB.
 */
export function userTextBytes(maxCharacters: number): number {
  return 100 + maxCharacters * 4;
}
