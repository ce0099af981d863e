import 'server-only';

/**
 * Resolves after `ms`, or at once when `signal` aborts. A signal that has already aborted fires no further
 * event: a stop that came during a scan or a round must not then wait out the whole pause.
 */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
