'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';

const RegeneratedContext = createContext<(version: number) => void>(() => {});

/** What the "Bring up to date" button calls once the new version is on screen. */
export const useRegenerated = () => useContext(RegeneratedContext);

/**
 * Says that this visit just wrote a new version. The button that did it is gone once the page shows the
 * handbook up to date; this wrapper stays through that re-render (same place in the tree), so its state
 * does, and the polite status line tells sighted and screen-reader users alike what happened.
 */
export function RegenerationOutcome({ outdated, children }: { outdated: boolean; children: ReactNode }) {
  const [version, setVersion] = useState<number | null>(null);
  // Said once the page rendered after the change shows the handbook current, not while it is on its way.
  const said = version !== null && !outdated;
  return (
    <RegeneratedContext.Provider value={setVersion}>
      <div className="flex flex-col gap-1">
        {children}
        <p role="status" className="text-sm text-muted empty:hidden">
          {said ? `Brought up to date: version ${version} was written from the current policy library.` : ''}
        </p>
      </div>
    </RegeneratedContext.Provider>
  );
}
