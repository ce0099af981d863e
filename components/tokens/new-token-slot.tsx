'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { NewTokenContext } from './new-token-context';
import { NewTokenPanel, type NewToken } from './new-token-panel';
import { useRevoked } from './revoked-tokens';

const ShownToken = createContext<{ token: NewToken | null; dismiss: () => void }>({
  token: null,
  dismiss: () => {},
});

/**
 * One place per page for a token just issued or renewed: a new one replaces the one shown, so a page never
 * stacks panels and notices about tokens that were replaced since. Everything inside may show a token
 * (NewTokenContext) and read whether one is waiting to be copied (useTokenToCopy).
 */
export function NewTokenSlotProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<NewToken | null>(null);
  return (
    <NewTokenContext.Provider value={setToken}>
      <ShownToken.Provider value={{ token, dismiss: () => setToken(null) }}>{children}</ShownToken.Provider>
    </NewTokenContext.Provider>
  );
}

/** The token shown (or what became of it, once revoked), where the page puts it. */
export function NewTokenSlot() {
  const { token, dismiss } = useContext(ShownToken);
  return token ? <NewTokenPanel key={token.tokenId} token={token} onDismiss={dismiss} /> : null;
}

/** Whether the slot holds a token still worth copying: not dismissed, not revoked since. */
export function useTokenToCopy(): boolean {
  const { token } = useContext(ShownToken);
  const revoked = useRevoked(token?.tokenId ?? '');
  return token !== null && !revoked;
}
