import { resolve } from 'node:path';
import { describe, it } from 'vitest';
import { expectSentAtSigterm } from '../support/sent-at-sigterm';

// The built app and the service's bundle stopped with SIGTERM send the spans and metrics still batched
// before they exit, as `npm start`, the app image's CMD and the service image's CMD run them.
describe('SIGTERM sends what telemetry still holds', { timeout: 180_000 }, () => {
  it('npm start (scripts/start.mjs)', async () => {
    await expectSentAtSigterm({ command: process.execPath, args: ['scripts/start.mjs'], cwd: process.cwd() });
  });

  it("the app image's CMD", async () => {
    const preloads = [
      '--import',
      './scripts/check-config.mjs',
      '--import',
      './scripts/record-peer-address.mjs',
    ];
    await expectSentAtSigterm({
      command: process.execPath,
      args: [...preloads, 'server.js'],
      cwd: resolve('.next/standalone'),
    });
  });

  it("the service image's CMD", async () => {
    await expectSentAtSigterm({
      command: process.execPath,
      args: ['start-service.mjs'],
      cwd: resolve('dist/service'),
    });
  });
});
