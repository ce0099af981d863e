'use client';

import { useDeferredValue, useMemo } from 'react';

/**
 * Variables for a suspending query that keep the current rows on screen while the next ones load:
 * React renders the new variables in the background and swaps once they are ready. `stale` is true
 * meanwhile, for a quiet "updating" cue instead of a skeleton.
 */
export function useDeferredVariables<T>(variables: T): { variables: T; stale: boolean } {
  const key = JSON.stringify(variables);
  const deferredKey = useDeferredValue(key);
  const deferred = useMemo(() => JSON.parse(deferredKey) as T, [deferredKey]);
  return { variables: deferred, stale: key !== deferredKey };
}
