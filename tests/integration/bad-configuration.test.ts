import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { bundledEntry } from '../support/child-server';
import { expectRefused, startRefused } from '../support/refused-start';

// The service and the operator CLI, from the sources (this run's bundle of them, tests/support/child-bundles.ts), given bad variables refuse to start (see
// tests/support/refused-start.ts); `npm start` and the containers are checked on the build, in tests/images.

const dataDir = mkdtempSync(join(tmpdir(), 'hb-bad-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const production = { NODE_ENV: 'production', HANDBOOK_DEMO_DATA: 'false', HANDBOOK_DATA_DIR: dataDir };

describe('a bad configuration is refused before listening, every problem on a line of its own', () => {
  it('npm run start:service', async () => {
    const result = await startRefused(bundledEntry('start-service'), {
      ...production,
      HANDBOOK_TOKEN_NOTICE_DAYS: '7,0',
      HANDBOOK_WEBHOOK_SCAN_SECONDS: '2',
    });
    expectRefused(result, [
      'HANDBOOK_TOKEN_NOTICE_DAYS',
      'HANDBOOK_WEBHOOK_SCAN_SECONDS',
      'HANDBOOK_JWT_SECRET',
    ]);
  });

  it('npm run admin', async () => {
    const result = await startRefused([...bundledEntry('admin'), 'token:issue', 'usr_x'], {
      ...production,
      DATABASE_URL: 'mysql://db.example/handbook',
      HANDBOOK_JWT_SECRET: '',
    });
    expectRefused(result, ['DATABASE_URL', 'HANDBOOK_JWT_SECRET']);
  });
});
