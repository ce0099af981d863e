'use client';

import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { UTC_ZONE, type Zone } from '@/lib/format/time';

/**
 * "Now" and the viewer's time zone for the formatting functions. The server and the browser's hydration
 * pass both use the server's render time and UTC, so the HTML matches; right after hydration the browser
 * switches to its own clock (ticking every 30 s) and zone.
 */
const ServerNow = createContext<number>(0);

export function ClockProvider({ serverNow, children }: { serverNow: number; children: ReactNode }) {
  return <ServerNow.Provider value={serverNow}>{children}</ServerNow.Provider>;
}

const TICK_MS = 30_000;
let current = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribeClock(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    current = Date.now();
    timer = setInterval(() => {
      current = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
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
  const serverNow = useContext(ServerNow);
  return useSyncExternalStore(subscribeClock, clockSnapshot, () => serverNow || clockSnapshot());
}

let browserZone: Zone | undefined;

function zoneSnapshot(): Zone {
  browserZone ??= {
    locale: navigator.language || 'en-GB',
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
  return browserZone;
}

const noSubscription = () => () => {};

export function useZone(): Zone {
  return useSyncExternalStore(noSubscription, zoneSnapshot, () => UTC_ZONE);
}
