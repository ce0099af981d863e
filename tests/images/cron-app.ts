import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startChild, stop, waitForHealth, type ChildServer } from '../support/child-server';
import { freePort } from '../support/free-port';

/**
 * The production build as Vercel runs it (`HANDBOOK_BACKGROUND=cron`: no timer starts), started with node:
 * the webhooks a change queues go out through after(), everything else only when the cron route runs.
 */
const standalone = resolve(process.cwd(), '.next/standalone');
const SECRET = 'image-test-secret-that-is-32-bytes-or-more';
export const CRON_SECRET = 'cron-secret-that-is-at-least-32-bytes-long';
const CRON_PATH = '/api/cron/background';

export interface CronApp {
  server: ChildServer;
  base: string;
  dataDir: string;
}

export async function startCronApp(env: Record<string, string>): Promise<CronApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-cron-data-'));
  const server = startChild(process.execPath, ['server.js'], {
    cwd: standalone,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      HANDBOOK_DATA_DIR: dataDir,
      HANDBOOK_DEMO_DATA: 'true',
      HANDBOOK_JWT_SECRET: SECRET,
      SESSION_SECRET: `${SECRET}-session`,
      HANDBOOK_BACKGROUND: 'cron',
      HANDBOOK_WEBHOOK_ALLOW_PRIVATE: 'true',
      HANDBOOK_TOKEN_NOTICE_DAYS: '1',
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, server.exited);
  return { server, base, dataDir };
}

export function stopCronApp(app: CronApp | undefined): void {
  if (!app) return;
  stop(app.server.child);
  rmSync(app.dataDir, { recursive: true, force: true });
}

/** Calls the cron route, as Vercel's scheduler does with `Authorization: Bearer <CRON_SECRET>`. */
export const cron = (base: string, authorization?: string) =>
  fetch(`${base}${CRON_PATH}`, { headers: authorization ? { authorization } : {} });
