import { stopTelemetry } from './start-telemetry';

/**
 * The end of a server process on SIGTERM or SIGINT, the same for the Next app (instrumentation-node.ts, with
 * NEXT_MANUAL_SIG_HANDLE) and the standalone service (scripts/start-service.ts), in their images alike:
 * `stopWork` (the service's usage counts written, its store closed), then the spans and metrics still batched
 * sent, within stopTelemetry's deadline, then the exit.
 */
export function stopOnSignals(stopWork: () => Promise<void>): void {
  let stopping = false;
  const stop = () => {
    // Once. A signal may come twice: `npm start` and `npm run` pass on the one their process group got too,
    // and a second with no listener left would end the process before its stop is done.
    if (stopping) return;
    stopping = true;
    void Promise.resolve()
      .then(stopWork)
      .catch(() => undefined)
      .then(() => stopTelemetry())
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
