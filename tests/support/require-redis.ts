import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const reachable = fileURLToPath(new URL('../../scripts/redis-reachable.mjs', import.meta.url));

/**
 * Global setup of the Redis project, as require-postgres.ts is of the PostgreSQL ones: under CI it always
 * runs (vitest.config.ts), so a missing REDIS_URL or a server that does not answer fails the run here, at
 * once and saying why, rather than the limits shared across instances going untested.
 */
export function setup(): void {
  const check = spawnSync(process.execPath, [reachable], { encoding: 'utf8', env: process.env });
  if (check.status !== 0) {
    throw new Error(`The Redis suite cannot run: ${(check.stdout || check.stderr).trim()}`);
  }
}
