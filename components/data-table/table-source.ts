import type { OperationVariables } from '@apollo/client';

/** Rows the server rendered with the page, for the variables it read from the URL (null data: it had none). */
export interface FirstRows<TData, TVariables> {
  variables: TVariables;
  data: TData | null;
}

/** A table's query as the table kit reads it: the rows shown, and where the next ones are. */
export interface TableRows<TData, TVariables> {
  data: TData | undefined;
  /** Why the rows could not be loaded; undefined while there is nothing to say (yet). */
  error: unknown;
  /** Whether the wanted rows failed to load (the rows shown, if any, are another page's). */
  failed: boolean;
  /** The variables of the rows shown, for anything that must agree with them (totals, the pager, an export). */
  variables: TVariables;
  /** Whether the rows shown are waiting for the wanted ones to swap in. */
  stale: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * Where a table's rows come from: server-rendered rows with Apollo loaded on first need (lazyQuery). Made once per document, at module level, so that `useRows` is the
 * same hook on every render; a page imports only the source it uses, and with it only its Apollo code.
 */
export interface TableSource<TData, TVariables extends OperationVariables> {
  useRows: (variables: TVariables, first?: FirstRows<TData, TVariables>) => TableRows<TData, TVariables>;
}
