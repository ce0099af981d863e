'use client';

import { useQueryStates, type Nullable, type Options, type UseQueryStatesKeysMap, type Values } from 'nuqs';
import { useCallback } from 'react';

export type SetTableParams<P extends UseQueryStatesKeysMap> = (
  values: Partial<Nullable<Values<P>>>,
  options?: Pick<Options, 'history'>,
) => void;

/**
 * A table's state in the URL's search params, through nuqs. A change renders at once (the rows keep
 * showing, dimmed, while the next ones load; see useTableQuery) and the URL follows. Shallow: the
 * browser queries the next rows itself, so the server page, which only preloads the first HTML, is not
 * asked again. Each change is a Back step unless the caller says `history: 'replace'`. Back, Forward and
 * links change the URL, and the state follows it.
 */
export function useTableParams<P extends UseQueryStatesKeysMap>(parsers: P): [Values<P>, SetTableParams<P>] {
  const [params, setParams] = useQueryStates(parsers, { history: 'push', shallow: true });
  const update = useCallback<SetTableParams<P>>(
    (values, options) => {
      // Fire and forget: the promise only says when the URL has caught up with the state, which has
      // already changed; nothing here waits for the address bar.
      void setParams(values, options);
    },
    [setParams],
  );
  return [params, update];
}
