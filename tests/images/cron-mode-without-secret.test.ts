import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cron, CRON_SECRET, startCronApp, stopCronApp, type CronApp } from './cron-app';

// A file of its own: its server starts on the other worker while cron-mode.test.ts waits out retries.
describe('cron mode without CRON_SECRET', () => {
  let app: CronApp | undefined;
  beforeAll(async () => {
    app = await startCronApp({});
  }, 300_000);
  afterAll(() => stopCronApp(app));

  it('has no cron route', async () => {
    expect((await cron(app!.base, `Bearer ${CRON_SECRET}`)).status).toBe(404);
    expect((await cron(app!.base)).status).toBe(404);
  });
});
