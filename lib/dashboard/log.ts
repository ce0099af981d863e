import 'server-only';

/** One JSON line per event on stderr, as the Handbook service logs. Never pass keys, cookies or bodies. */
export function logEvent(level: 'warn' | 'error', event: string, error?: unknown): void {
  const detail =
    error instanceof Error ? { error: error.message } : error === undefined ? {} : { error: String(error) };
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level, event, ...detail })}\n`);
}
