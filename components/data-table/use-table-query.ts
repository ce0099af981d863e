'use client';

import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useSuspenseQuery } from '@apollo/client/react';
import type { TableRows, TableSource } from './table-source';
import { queryRows, useLoadedVariables } from './use-loaded-variables';

/**
 * A table's query for the variables its URL asks for, on the page's StreamingApolloProvider: the next rows load
 * first, then swap in (see useLoadedVariables). Until then the shown variables' own query keeps the page's
 * server-rendered first rows (its PreloadQuery).
 */
export function useTableQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): TableRows<TData, TVariables> {
  const client = useApolloClient();
  const rows = useLoadedVariables(variables, (next, signal) => queryRows(client, query, next, signal));
  const result = useSuspenseQuery(query, { variables: rows.variables, errorPolicy: 'all' });
  return {
    data: result.data,
    /** The shown rows' error, or the wanted rows' when they could not be loaded. */
    error: rows.failed ? rows.error : result.error,
    failed: rows.failed,
    variables: rows.variables,
    stale: rows.stale,
    /** Asks again: for the wanted rows after a failure, otherwise for the rows shown. */
    refetch: (): Promise<unknown> => {
      if (!rows.failed) return result.refetch();
      rows.retry();
      return Promise.resolve();
    },
  };
}

/** A table's rows on the page's StreamingApolloProvider, preloaded by the server page's PreloadQuery. */
export function streamedQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
): TableSource<TData, TVariables> {
  return { useRows: (variables) => useTableQuery(query, variables) };
}
