import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { expectRefused, startRefused } from '../support/refused-start';

// The built app given bad variables refuses to start before Next opens its port, as `npm start` runs it and
// as the app container's CMD runs it (the same preloads, from the standalone folder), and the service's bundle.
const dataDir = mkdtempSync(join(tmpdir(), 'hb-bad-config-build-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const bad = {
  NODE_ENV: 'production',
  HANDBOOK_DEMO_DATA: 'false',
  HANDBOOK_DATA_DIR: dataDir,
  SESSION_SECRET: 'a-secret-that-is-at-least-32-bytes-long',
  HANDBOOK_JWT_SECRET: '',
  HANDBOOK_WEBHOOK_SCAN_SECONDS: '2',
};
const problems = ['HANDBOOK_JWT_SECRET', 'HANDBOOK_WEBHOOK_SCAN_SECONDS'];

describe('a bad configuration stops the built app before it listens, every problem on a line of its own', () => {
  it('npm start (scripts/start.mjs)', async () => {
    expectRefused(await startRefused(['scripts/start.mjs'], bad), problems);
  });

  it("the app image's CMD", async () => {
    const args = ['--import', './scripts/check-config.mjs', '--import', './scripts/record-peer-address.mjs'];
    const standalone = resolve('.next/standalone');
    expectRefused(
      await startRefused([...args, 'server.js'], { ...bad, HOSTNAME: '127.0.0.1' }, standalone),
      problems,
    );
  });

  it("the service image's CMD", async () => {
    const { SESSION_SECRET: _, ...serviceBad } = bad;
    expectRefused(await startRefused(['start-service.mjs'], serviceBad, resolve('dist/service')), problems);
  });
});
