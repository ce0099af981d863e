'use client';

import { usePathname, useRouter } from 'next/navigation';
import { createContext, use, useCallback, useEffect, useRef, useTransition, type ReactNode } from 'react';

/**
 * Renders the current page's server components again; resolves once a render asked for after the call is on
 * screen.
 */
type RefreshPage = () => Promise<void>;

const PageRefreshContext = createContext<RefreshPage | null>(null);

/**
 * The dashboard's page refreshes (router.refresh()), made safe for addresses that change in the browser
 * alone. Next's router (16.4) builds a refresh from the tree it last rendered, for the search it rendered
 * it for; once nuqs has changed the search shallowly, the server's answer does not match that tree, Next
 * retries, and a second mismatch in a row makes it load the whole document: whatever the page held (a
 * confirmation, a token shown once) was gone. It happened whenever renders were slower than the deliveries'
 * poll (2 s). So:
 * - one refresh at a time: asks that come while one is under way are folded into one more after it, and
 *   each caller learns when a refresh that started after its ask has landed;
 * - when the search has changed since the server last rendered the page, a navigation to the current address
 *   (router.replace, same entry) renders it for that search first, and the refresh that follows matches.
 * It sits in the dashboard's layout, above the pages, so its state outlives any page's.
 */
export function PageRefreshProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // Callers of the refresh under way, and of the one to run after it (null: none under way).
  const underWay = useRef<(() => void)[] | null>(null);
  const waiting = useRef<(() => void)[]>([]);
  // The search the server last rendered the page for: a navigation to another page renders it afresh.
  const renderedSearch = useRef<string | null>(null);
  const pathname = usePathname();
  useEffect(() => {
    renderedSearch.current = location.search;
  }, [pathname]);

  const start = useCallback(() => {
    underWay.current = waiting.current;
    waiting.current = [];
    startTransition(() => {
      if (location.search !== renderedSearch.current) {
        router.replace(location.pathname + location.search + location.hash, { scroll: false });
        renderedSearch.current = location.search;
      }
      router.refresh();
    });
  }, [router]);

  useEffect(() => {
    // `pending` falls back to false when the refreshed page has been committed.
    if (pending || underWay.current === null) return;
    for (const landed of underWay.current) landed();
    underWay.current = null;
    if (waiting.current.length > 0) start();
  }, [pending, start]);

  const refresh = useCallback<RefreshPage>(
    () =>
      new Promise<void>((landed) => {
        waiting.current.push(landed);
        if (underWay.current === null) start();
      }),
    [start],
  );
  return <PageRefreshContext value={refresh}>{children}</PageRefreshContext>;
}

/** The dashboard's one way to render the page again after a change (see PageRefreshProvider). */
export function usePageRefresh(): RefreshPage {
  const refresh = use(PageRefreshContext);
  if (!refresh) throw new Error('usePageRefresh needs a PageRefreshProvider above it.');
  return refresh;
}
