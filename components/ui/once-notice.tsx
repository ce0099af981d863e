'use client';

import { useQueryState } from 'nuqs';
import { useEffect, type ReactNode } from 'react';
import { Notice } from './notice';

/**
 * A notice that a URL flag asked for ("?created=1" after creating a customer), shown once: the flag
 * leaves the URL as soon as it has been seen, so a reload or a bookmark does not announce it again.
 */
export function OnceNotice({ flag, children }: { flag: string; children: ReactNode }) {
  const [, setFlag] = useQueryState(flag);
  useEffect(() => {
    // Fire and forget: the promise only says when the address bar has caught up.
    void setFlag(null);
  }, [setFlag]);
  return <Notice tone="success">{children}</Notice>;
}
