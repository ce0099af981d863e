import 'server-only';

type Level = 'info' | 'warn' | 'error';

/** One JSON line per event on stderr: what log collectors parse. Never pass secrets or request bodies. */
export function log(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  const line = { time: new Date().toISOString(), level, event, ...fields };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}

export function describeError(error: unknown): Record<string, unknown> {
  return error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
}
