import 'server-only';
import { traceFields } from '../telemetry/trace-fields';

type Level = 'info' | 'warn' | 'error';

/**
 * One JSON line per event on stderr: what log collectors parse. Fields are ids and codes only: never
 * secrets, request bodies, or values a request carried (emails, names, search text, addresses). A line
 * written while a request is traced carries its `trace_id` and `span_id`.
 */
export function log(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  const line = { time: new Date().toISOString(), level, event, ...fields, ...traceFields() };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}

const MAX_FRAMES = 5;
const NAME = /^[A-Za-z_$][\w$]{0,63}$/;
// SQLSTATEs of PostgreSQL and PGlite (`23505`, `57P01`) and Node's system codes (`ECONNREFUSED`).
const CODE = /^[A-Z0-9_]{2,40}$/;

function nameOf(error: Error): string {
  // drizzle's DrizzleQueryError leaves `name` at "Error": its class says more.
  const name = error.name === 'Error' ? error.constructor.name : error.name;
  return NAME.test(name) ? name : 'Error';
}

function codeOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('code' in value)) return undefined;
  return typeof value.code === 'string' && CODE.test(value.code) ? value.code : undefined;
}

/** The stack's `at …` frames, without its first line(s), which repeat the message. */
function framesOf(error: Error): string[] {
  return (error.stack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at ') && !error.message.includes(line))
    .slice(0, MAX_FRAMES);
}

/**
 * Log fields for a caught error: its class, the database or system error code (on the error or on its
 * cause), and a few stack frames. Never the message: a database error's message quotes the failed query
 * with its parameters (drizzle's "Failed query: … params: …"), which are request values.
 */
export function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: typeof error };
  const code = codeOf(error) ?? codeOf(error.cause);
  return {
    error: nameOf(error),
    ...(error.cause instanceof Error ? { cause: nameOf(error.cause) } : {}),
    ...(code ? { code } : {}),
    stack: framesOf(error),
  };
}
