'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { onChangeMade } from '@/lib/graphql-client/changes-made';
import { Notice } from './notice';

/**
 * A message for the page a navigation leads to ("Customer deleted" on the list the delete returns to). It
 * travels in sessionStorage, not in the URL: a flag in the URL would come back with a reload or a
 * bookmark, and Next's router restores the address it navigated to after a page has tidied it. The
 * message names its page, so the page being left never takes it on its way out. It stays until the first
 * change made on the page: then it no longer says what is current.
 */
const KEY = 'handbook-console:notice';

interface Pending {
  path: string;
  message: string;
}

/** The message taken for the page on screen, until that page goes. */
let taken: Pending | null = null;

export function leaveNotice(path: string, message: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path, message } satisfies Pending));
  } catch {
    // Storage is off: the next page simply has no notice.
  }
}

function read(): Pending | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { path, message } = value as Record<string, unknown>;
    return typeof path === 'string' && typeof message === 'string' ? { path, message } : null;
  } catch {
    return null;
  }
}

function takeNotice(pathname: string): string | null {
  const waiting = read();
  if (waiting?.path === pathname) {
    sessionStorage.removeItem(KEY);
    taken = waiting;
  }
  return taken?.path === pathname ? taken.message : null;
}

const subscribe = (update: () => void) =>
  onChangeMade(() => {
    taken = null;
    update();
  });

/** Shows the message left for this page, once; the server renders nothing, the browser fills it in. */
export function PendingNotice() {
  const pathname = usePathname();
  const message = useSyncExternalStore(
    subscribe,
    () => takeNotice(pathname),
    () => null,
  );
  useEffect(
    () => () => {
      if (taken?.path === pathname) taken = null;
    },
    [pathname],
  );
  return message ? <Notice tone="success">{message}</Notice> : null;
}
