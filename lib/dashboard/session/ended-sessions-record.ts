import 'server-only';

/**
 * Sign-out is enforced on the server, not only by the browser dropping its cookie: the cookie is sealed,
 * not stored, so a copy taken before sign-out would otherwise stay valid until it expires. Every sign-in
 * gets a random session id; sign-out records the id until the session's absolute expiry, and every read
 * of a session refuses a recorded id. Only ended sessions are kept, so the record stays small (sign-outs
 * of the last 12 hours) and an active session needs no server-side state.
 */
export interface EndedSessions {
  /** Records `sessionId` as ended; the entry may be dropped once `expiresAt` (epoch ms) has passed. */
  record(sessionId: string, expiresAt: number, now: number): Promise<void>;
  /** True for a recorded id. Throws when the record cannot be read: callers treat that as ended. */
  isEnded(sessionId: string): Promise<boolean>;
}
