import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '@/lib/service/db/open-store';
import { webhookDeliveries } from '@/lib/service/db/schema';
import { startReceiver } from '../service/webhooks-fixtures';
import { bundledEntry } from '../support/child-server';
import { seededDataDir } from '../support/seeded-data-dir';

let dataDir = '';
beforeAll(async () => {
  dataDir = await seededDataDir('hb-webhooks-crash-');
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startServer(...args: string[]): ChildProcess {
  return spawn(process.execPath, [...bundledEntry('webhooks-server'), ...args], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      HANDBOOK_DATA_DIR: dataDir,
      HANDBOOK_DEMO_DATA: 'false',
      HANDBOOK_JWT_SECRET: 'webhook-crash-test-secret-of-32-bytes-or-more',
      SESSION_SECRET: 'webhook-crash-test-session-secret-32-bytes-plus',
      HANDBOOK_WEBHOOK_ALLOW_PRIVATE: 'true',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

const ready = (child: ChildProcess) =>
  new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
  });
const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

describe('a server killed while a webhook is on its way', () => {
  it('sends it again after the restart, with the same webhook-id, and records it delivered', async () => {
    // The first request is held open (the receiver has it, the server has no answer); the next gets 200.
    const receiver = await startReceiver(['hold', 200]);
    try {
      const first = startServer(receiver.url);
      await ready(first);
      await receiver.waitFor(1, 60_000);
      first.kill('SIGKILL');
      await exited(first);

      const second = startServer();
      await ready(second);
      const [held, again] = await receiver.waitFor(2, 60_000);
      expect(again!.headers['webhook-id']).toBe(held!.headers['webhook-id']);
      expect(again!.body).toBe(held!.body);
      expect(JSON.parse(again!.body)).toMatchObject({ type: 'webhook.test' });
      // Stopped cleanly: the outcome is recorded before the store closes.
      await new Promise((resolve) => setTimeout(resolve, 500));
      second.kill('SIGTERM');
      await exited(second);
    } finally {
      await receiver.close();
    }

    const store = await openStore({ dataDir });
    try {
      const rows = await store.db.select().from(webhookDeliveries);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        status: 'DELIVERED',
        attempts: 2,
        responseStatus: 200,
        claimToken: null,
      });
    } finally {
      await store.close();
    }
    // Two starts of the whole service in child processes: slow on a busy machine.
  }, 150_000);
});
