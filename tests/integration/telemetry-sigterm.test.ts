import { it } from 'vitest';
import { expectSentAtSigterm } from '../support/sent-at-sigterm';

// The standalone service from source, as `npm run start:service` runs it but with node itself: npm's shell
// dies of the signal and npm with it, before the process that flushes has ended. The built app and the
// service's bundle, as `npm start` and the images run them: tests/images/telemetry-sigterm.test.ts.
it('the standalone service sends what telemetry still holds when stopped with SIGTERM', async () => {
  await expectSentAtSigterm({
    command: process.execPath,
    args: ['--conditions=react-server', '--import', 'tsx', 'scripts/start-service.ts'],
    cwd: process.cwd(),
  });
}, 180_000);
