import 'server-only';
import { cache } from 'react';

/**
 * The time of the current request, read once: every server component of one render gets the same "now",
 * so rendering stays pure (React's rule) and the pieces of a page agree with each other.
 */
export const requestTime = cache(() => Date.now());
