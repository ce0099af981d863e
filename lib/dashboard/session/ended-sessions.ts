import 'server-only';
import { join } from 'node:path';
import { getConfig } from '@/lib/config';
import { createFileEndedSessions } from './ended-sessions-file';
import { createPostgresEndedSessions, postgresPool } from './ended-sessions-postgres';

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

const holder = globalThis as typeof globalThis & { __handbookEndedSessions?: EndedSessions };

/**
 * Which record, and why: with `DATABASE_URL`, a table in that PostgreSQL database, because several app
 * instances may serve one dashboard and a sign-out on one must hold on all. Without it the app is a single
 * instance (the embedded store is single-process too), so a small JSON file in the data folder is enough
 * and survives restarts. One instance per process, on globalThis: Next bundles the root proxy and the
 * routes separately, and dev reloads modules, but all of them must see the same record.
 */
export function getEndedSessions(): EndedSessions {
  if (holder.__handbookEndedSessions) return holder.__handbookEndedSessions;
  const { databaseUrl, dataDir } = getConfig();
  holder.__handbookEndedSessions =
    databaseUrl === null
      ? createFileEndedSessions(join(dataDir, 'ended-sessions.json'))
      : createPostgresEndedSessions(postgresPool(databaseUrl));
  return holder.__handbookEndedSessions;
}
