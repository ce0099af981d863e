import { it } from 'vitest';
import { bundledEntry } from '../support/child-server';
import { expectSentAtSigterm } from '../support/sent-at-sigterm';
import { seededDataDir } from '../support/seeded-data-dir';

// The standalone service from source (this run's bundle of it), as `npm run start:service` runs it but with node itself: npm's shell
// dies of the signal and npm with it, before the process that flushes has ended. The built app and the
// service's bundle, as `npm start` and the images run them: tests/images/telemetry-sigterm.test.ts.
it('the standalone service sends what telemetry still holds when stopped with SIGTERM', async () => {
  await expectSentAtSigterm({
    command: process.execPath,
    args: bundledEntry('start-service'),
    cwd: process.cwd(),
    // A checkout holds no built store: on an empty folder the service would make one from scratch, which
    // new-store-process.test.ts is about and this test is not.
    dataDir: await seededDataDir('hb-sigterm-telemetry-'),
  });
}, 180_000);
