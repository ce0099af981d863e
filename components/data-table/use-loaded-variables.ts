'use client';

import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useEffectEvent, useLayoutEffect, useMemo, useState } from 'react';

interface Shown<TData> {
  key: string;
  /** The rows `load` brought for `key`; undefined where the caller reads them elsewhere (Apollo's cache). */
  data: TData | undefined;
}

/**
 * A table's variables as its URL asks for them, shown once their rows have loaded. The rows on screen stay
 * (dimmed: `stale`) while the next ones load; then they swap at once. `variables` are those of the rows
 * shown, for anything that must agree with them (totals, the pager, an export).
 *
 * Not `useDeferredValue` with a suspending query: a deferred render is a React transition, and React renders
 * pending transitions together. After a reload, Next's router can leave a Back/Forward transition suspended
 * for good (it restores a page segment whose data it resolved to nothing and never asks again), and a
 * table's deferred render, caught in the same batch, never committed: the URL and the search box moved on
 * while the old rows stayed, dimmed, forever. Here the next rows are fetched first (`load`, which rejects
 * when they could not be) and then shown by an ordinary state update, which nothing in a router's
 * transition can hold up.
 *
 * The request for rows no longer wanted is aborted (`load`'s signal) as soon as the URL asks for others.
 *
 * `first`: rows the server rendered with the page, shown until the URL asks for others; a new server
 * render (a navigation to the page, a refresh) brings new ones, which replace whatever was shown. Null
 * rows: the server could not get them, so nothing is shown (`data` undefined) and the browser asks at once.
 */
export function useLoadedVariables<TVariables, TData>(
  variables: TVariables,
  load: (variables: TVariables, signal: AbortSignal) => Promise<TData>,
  first?: { variables: TVariables; data: TData | null },
) {
  const wanted = JSON.stringify(variables);
  const [shown, setShown] = useState<Shown<TData> | null>(() =>
    first ? shownFirst(first) : { key: wanted, data: undefined },
  );
  const [failure, setFailure] = useState<{ key: string; error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [firstShown, setFirstShown] = useState(first);
  if (first !== firstShown) {
    setFirstShown(first);
    if (first) setShown(shownFirst(first));
    setFailure(null);
  }

  const loadRows = useEffectEvent(load);
  const shownKey = shown?.key;
  // A layout effect: the request starts as the change commits, not after the browser has painted the
  // dimmed rows and come back for passive effects (tens of milliseconds of a search's 300 on a busy machine).
  useLayoutEffect(() => {
    if (wanted === shownKey) return;
    let current = true;
    // Rows nobody wants any more (the search was typed past, another page asked for) are not fetched on.
    const request = new AbortController();
    loadRows(JSON.parse(wanted) as TVariables, request.signal)
      .then(
        (data) => ({ data, error: null }),
        (error: unknown) => ({ data: undefined, error: { key: wanted, error } }),
      )
      .then(({ data, error }) => {
        if (!current) return;
        setFailure(error);
        // A failed page stays unshown: asking for it again is the retry's job.
        if (!error) setShown({ key: wanted, data });
      })
      .catch(() => undefined);
    return () => {
      current = false;
      request.abort();
    };
  }, [wanted, shownKey, attempt]);

  const shownVariables = useMemo(() => JSON.parse(shownKey ?? wanted) as TVariables, [shownKey, wanted]);
  const failed = failure?.key === wanted ? failure : null;
  return {
    data: shown?.data,
    variables: shownVariables,
    /** Whether the wanted rows failed to load (the rows shown, if any, are another page's), and why. */
    failed: failed !== null,
    error: failed?.error,
    stale: wanted !== shownKey && !failed,
    /** Asks for the wanted rows again after they failed to load. */
    retry: () => {
      setFailure(null);
      setAttempt((n) => n + 1);
    },
  };
}

/** The server's rows, or nothing shown when it had none. */
function shownFirst<TVariables, TData>(first: { variables: TVariables; data: TData | null }) {
  return first.data ? { key: JSON.stringify(first.variables), data: first.data } : null;
}

/**
 * A table's rows from Apollo for `variables`, or a rejection with the query's error: `load`'s answer where
 * rows show only once they loaded. `signal` aborts the request; it is not shared with an identical one in
 * flight (no deduplication), so aborting it cannot fail another reader's query.
 */
export async function queryRows<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  signal: AbortSignal,
): Promise<TData> {
  const { data, error } = await client.query({
    query,
    variables,
    errorPolicy: 'all',
    context: { fetchOptions: { signal }, queryDeduplication: false },
  });
  if (error) throw error;
  if (!data) throw new Error('The query returned no data.');
  return data;
}
