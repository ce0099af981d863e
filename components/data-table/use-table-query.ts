'use client';

import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useSuspenseQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';

/**
 * A table's query for the variables its URL asks for. The rows on screen stay (dimmed: `stale`) while the
 * next ones load; then they swap at once. `variables` are those of the rows shown, for anything that must
 * agree with them (totals, the pager, an export).
 *
 * Not `useDeferredValue` with a suspending query: a deferred render is a React transition, and React renders
 * pending transitions together. After a reload, Next's router can leave a Back/Forward transition suspended
 * for good (it restores a page segment whose data it resolved to nothing and never asks again), and a
 * table's deferred render, caught in the same batch, never committed: the URL and the search box moved on
 * while the old rows stayed, dimmed, forever. Here the next rows are fetched first and then shown by an
 * ordinary state update, which nothing in a router's transition can hold up. Until then the shown variables'
 * own query keeps the page's server-rendered first rows.
 */
export function useTableQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) {
  const client = useApolloClient();
  const wanted = JSON.stringify(variables);
  const [shown, setShown] = useState(wanted);
  const [failure, setFailure] = useState<{ key: string; error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (wanted === shown) return;
    let current = true;
    client
      .query({ query, variables: JSON.parse(wanted) as TVariables, errorPolicy: 'all' })
      .then(
        ({ data, error }) => (data && !error ? null : { key: wanted, error }),
        (error: unknown) => ({ key: wanted, error }),
      )
      .then((failed) => {
        if (!current) return;
        setFailure(failed);
        // A failed page stays unshown: its query would only fail again, from inside a render.
        if (!failed) setShown(wanted);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [client, query, wanted, shown, attempt]);

  const shownVariables = useMemo(() => JSON.parse(shown) as TVariables, [shown]);
  const result = useSuspenseQuery(query, { variables: shownVariables, errorPolicy: 'all' });
  const failed = failure?.key === wanted ? failure : null;
  return {
    data: result.data,
    /** The shown rows' error, or the wanted rows' when they could not be loaded. */
    error: failed ? failed.error : result.error,
    /** Whether the wanted rows failed to load (the rows shown are another page's). */
    failed: failed !== null,
    variables: shownVariables,
    stale: wanted !== shown && !failed,
    /** Asks again: for the wanted rows after a failure, otherwise for the rows shown. */
    refetch: (): Promise<unknown> => {
      if (!failed) return result.refetch();
      setFailure(null);
      setAttempt((n) => n + 1);
      return Promise.resolve();
    },
  };
}
