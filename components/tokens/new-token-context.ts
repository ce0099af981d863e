'use client';

import { createContext } from 'react';
import type { NewToken } from './new-token-panel';

/** Where a token issued from a table row (a renewal) goes to be shown: the page's one new-token panel. */
export const NewTokenContext = createContext<(token: NewToken) => void>(() => {});
