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
