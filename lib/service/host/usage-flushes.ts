import 'server-only';

/**
 * At most this long between two flushes of the usage counts: what a crash (no SIGTERM) may lose. Each flush
 * is one upsert, whatever the traffic.
 */
export const USAGE_FLUSH_INTERVAL_MS = 10_000;

/**
 * Flushes the usage counts every USAGE_FLUSH_INTERVAL_MS in a long-lived process (`timers` mode); returns a
 * stop function that flushes a last time (SIGTERM: stopHandbookService). In `cron` mode each Customer API
 * answer's after() flushes instead (api/service-responses.ts).
 */
export function startUsageFlushes(
  flush: () => Promise<void>,
  intervalMs = USAGE_FLUSH_INTERVAL_MS,
): () => Promise<void> {
  const timer = setInterval(() => void flush(), intervalMs);
  // Flushes never keep a process alive on their own: its exit goes through the stop function.
  timer.unref();
  return () => {
    clearInterval(timer);
    return flush();
  };
}
