'use client';

import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useRef } from 'react';
import { loadBrowserClient } from '@/lib/graphql-client/load-browser-client';
import type { FirstRows, TableRows, TableSource } from './table-source';
import { queryRows, useLoadedVariables } from './use-loaded-variables';

/**
 * A table's query for the variables its URL asks for, starting from the rows the server rendered with the
 * page (`first`), with no Apollo in the page's first load: the browser's client loads when the URL first
 * asks for other rows. Its cache gets the server's rows then, so coming back to them asks nothing. The next
 * rows load first, then swap in (see useLoadedVariables).
 */
export function useLazyTableQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  first: FirstRows<TData, TVariables>,
): TableRows<TData, TVariables> {
  const seeded = useRef<typeof first | null>(null);
  const rows = useLoadedVariables(
    variables,
    async (next, signal) => {
      const client = await loadBrowserClient();
      if (first.data && seeded.current !== first) {
        client.writeQuery({ query, variables: first.variables, data: first.data });
        seeded.current = first;
      }
      return queryRows(client, query, next, signal);
    },
    first,
  );
  return {
    data: rows.data,
    /** Why the wanted rows could not be loaded; undefined until the browser has asked for them itself. */
    error: rows.error,
    failed: rows.failed,
    variables: rows.variables,
    stale: rows.stale,
    /** Asks for the wanted rows again after they failed to load. */
    refetch: (): Promise<unknown> => {
      rows.retry();
      return Promise.resolve();
    },
  };
}

/**
 * A table's rows from those the server page rendered (`first`, required), with no Apollo in the page's first
 * load; see useLazyTableQuery.
 */
export function lazyQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
): TableSource<TData, TVariables> {
  return {
    useRows: (variables, first) => {
      if (!first) throw new Error('A lazily loaded table needs the rows its server page rendered.');
      return useLazyTableQuery(query, variables, first);
    },
  };
}
