'use client';

import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { TIME_ZONE_COOKIE } from '@/lib/format/time';

/**
 * "Now", the locale and the viewer's time zone for the formatting functions.
 *
 * The server renders with the request's time, the locale it chose from `Accept-Language` and the time zone
 * the browser left in a cookie on an earlier visit (null on the first). The browser hydrates with the same
 * values, so the HTML matches, then keeps the locale (one language for relative and absolute times) and
 * switches to its own clock and zone: when the cookie was right, nothing visibly changes.
 */
interface ServerClock {
  now: number;
  locale: string;
  timeZone: string | null;
}

const ServerClockContext = createContext<ServerClock | null>(null);

export function ClockProvider({
  serverNow,
  locale,
  timeZone,
  children,
}: {
  serverNow: number;
  locale: string;
  timeZone: string | null;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ now: serverNow, locale, timeZone }), [serverNow, locale, timeZone]);
  useEffect(() => {
    const own = browserTimeZone();
    if (own === timeZone) return;
    // Read by the server on the next request: times then arrive already in the viewer's zone. Zone names
    // ("America/New_York") are plain cookie characters.
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${TIME_ZONE_COOKIE}=${own}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  }, [timeZone]);
  return <ServerClockContext.Provider value={value}>{children}</ServerClockContext.Provider>;
}

function useServerClock(): ServerClock {
  const clock = useContext(ServerClockContext);
  if (!clock) throw new Error('A time was rendered outside ClockProvider.');
  return clock;
}

const TICK_MS = 30_000;
let current = 0;
let timer: ReturnType<typeof setInterval> | undefined;
let refreshQueued = false;
const listeners = new Set<() => void>();

function tick() {
  current = Date.now();
  for (const notify of listeners) notify();
}

/**
 * Every time on screen reads one shared "now". It ticks every 30 s, and also whenever a new time appears
 * (a just-issued token's expiry): a "now" up to 30 s old would put a fresh 36-hour expiry at "in 2 days"
 * while the same expiry, fetched a moment later, reads "in 1 day". One refresh per batch of mounts.
 */
function subscribeClock(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(tick, TICK_MS);
  if (!refreshQueued) {
    refreshQueued = true;
    queueMicrotask(() => {
      refreshQueued = false;
      tick();
    });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

function clockSnapshot(): number {
  if (current === 0) current = Date.now();
  return current;
}

export function useNow(): number {
  const { now } = useServerClock();
  return useSyncExternalStore(subscribeClock, clockSnapshot, () => now);
}

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const noSubscription = () => () => {};

/**
 * The zone times are written in. `timeZone` is null while the server and the hydrating browser do not know
 * the viewer's zone yet (first visit): absolute times then wait for it (see LocalTime) rather than show UTC.
 */
export function useZone(): { locale: string; timeZone: string | null } {
  const { locale, timeZone } = useServerClock();
  const zone = useSyncExternalStore(noSubscription, browserTimeZone, () => timeZone);
  return useMemo(() => ({ locale, timeZone: zone }), [locale, zone]);
}
