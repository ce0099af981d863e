import 'server-only';
import { chmodSync, closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite ignores its own postmaster.pid, and two processes writing one data folder destroy it for good.
 * Every process that opens the embedded store therefore holds this lock file, created exclusively and
 * naming its owner's pid, for as long as the store is open.
 */
export class StoreLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded store in ${dataDir} is in use by another process (pid ${holderPid}), ` +
        'most likely the running Handbook server. Stop it first, or set DATABASE_URL to use a PostgreSQL server.',
    );
    this.name = 'StoreLockedError';
  }
}

export interface StoreLock {
  release(): void;
}

const LOCK_FILE = 'handbook.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else: still a live holder.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * The data folder holds the store, so it is its owner's alone, as PostgreSQL requires of its own data
 * directory: PGlite creates its files readable and writable by everyone (0666 less the umask), and the
 * folder is what keeps other local users from customers' data and key digests. A folder the process does not
 * own (a volume mounted so) is left as its owner made it.
 */
function keepPrivate(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    chmodSync(dataDir, 0o700);
  } catch {
    // Not the folder's owner: the operator's choice stands.
  }
}

export function acquireStoreLock(dataDir: string): StoreLock {
  keepPrivate(dataDir);
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        process.off('exit', release);
        try {
          if (readHolder(path) === process.pid) unlinkSync(path);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(path);
    // A container restart can hand the same pid to the new server: a lock naming us is a stale one of ours.
    if (holder !== null && holder !== process.pid && isAlive(holder))
      throw new StoreLockedError(dataDir, holder);
    try {
      unlinkSync(path);
    } catch {
      // Another process removed the stale lock first; the next attempt settles who wins.
    }
  }
  throw new StoreLockedError(dataDir, readHolder(path) ?? 0);
}
