'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import { patchSearch, type ParamPatch } from './url-state';

interface State {
  /** What the table shows now. */
  search: string;
  /** What Next's router last reported. */
  committed: string;
  /** URLs written here that the router has not reported yet, oldest first. */
  pending: string[];
}

/**
 * The table's search params, changed without a server round trip. The new state renders at once (the
 * rows keep showing, dimmed, while the next ones load; see useDeferredVariables) and goes into the URL with
 * `history.pushState`, which Next syncs into `useSearchParams` a moment later, in a transition. Back,
 * Forward and links change `useSearchParams` directly, and the table follows.
 * Paging and sorting push (Back undoes them); typing in the search box replaces.
 */
export function useUrlState(): [URLSearchParams, (patch: ParamPatch, mode?: 'push' | 'replace') => void] {
  const committed = useSearchParams().toString();
  const pathname = usePathname();
  const [state, setState] = useState<State>({ search: committed, committed, pending: [] });
  let current = state;
  if (committed !== state.committed) {
    const ours = state.pending.indexOf(committed);
    current =
      ours >= 0
        ? { search: state.search, committed, pending: state.pending.slice(ours + 1) }
        : { search: committed, committed, pending: [] };
    setState(current);
  }
  const latest = useRef(current.search);
  latest.current = current.search;

  const update = useCallback(
    (patch: ParamPatch, mode: 'push' | 'replace' = 'push') => {
      const search = patchSearch(new URLSearchParams(latest.current), patch);
      if (search === latest.current) return;
      latest.current = search;
      setState((previous) => ({ ...previous, search, pending: [...previous.pending, search] }));
      const url = search ? `${pathname}?${search}` : pathname;
      if (mode === 'push') window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
    },
    [pathname],
  );
  return [new URLSearchParams(current.search), update];
}
