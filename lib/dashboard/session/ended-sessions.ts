import 'server-only';
import { join } from 'node:path';
import { getConfig } from '@/lib/config';
import { createFileEndedSessions } from './ended-sessions-file';
import { createPostgresEndedSessions, postgresPool } from './ended-sessions-postgres';
import type { EndedSessions } from './ended-sessions-record';

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
