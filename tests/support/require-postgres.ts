import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const reachable = fileURLToPath(new URL('../../scripts/postgres-reachable.mjs', import.meta.url));

/**
 * Global setup of the PostgreSQL projects: they run against a server that answers, or not at all. Under CI
 * they always run (vitest.config.ts), so a missing DATABASE_URL or a server that does not answer fails the
 * run here, at once and saying why, rather than each test failing on its own or a suite going missing.
 */
export function setup(): void {
  const check = spawnSync(process.execPath, [reachable], { encoding: 'utf8', env: process.env });
  if (check.status !== 0) {
    throw new Error(`The PostgreSQL suites cannot run: ${(check.stdout || check.stderr).trim()}`);
  }
}
