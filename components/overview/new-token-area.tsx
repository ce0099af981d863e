'use client';

import { useState, type ReactNode } from 'react';
import { NewTokenContext } from '@/components/tokens/new-token-context';
import { NewTokenPanel, type NewToken } from '@/components/tokens/new-token-panel';

/**
 * Where a token renewed from the overview is shown, once. Above the list it came from: after the renewal the
 * page's figures are rendered afresh and the customer leaves the list, but this state stays.
 */
export function NewTokenArea({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<NewToken | null>(null);
  return (
    <NewTokenContext.Provider value={setToken}>
      {token ? <NewTokenPanel token={token} onDismiss={() => setToken(null)} /> : null}
      {children}
    </NewTokenContext.Provider>
  );
}
