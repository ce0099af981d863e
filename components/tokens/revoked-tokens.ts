'use client';

import { useSyncExternalStore } from 'react';

/**
 * The tokens revoked from this tab, for what still shows one of them in a way that no longer holds (a new
 * token's panel). Kept apart from Apollo's cache on purpose: a change drops the cached lists and collects
 * what they held (useChangeMutation), records included, so a record cannot be watched there across it.
 */
const revoked = new Set<string>();
const listeners = new Set<() => void>();

export function noteRevoked(tokenIds: readonly string[]): void {
  for (const id of tokenIds) revoked.add(id);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the token was revoked from this tab since the page loaded. */
export function useRevoked(tokenId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => revoked.has(tokenId),
    () => false,
  );
}
