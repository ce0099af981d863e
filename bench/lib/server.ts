/** Starts the standalone server of a benchmark build on 127.0.0.1, as `npm start` would, and stops it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname } from 'node:path';

export const BENCH_JWT_SECRET = 'bench-jwt-secret-that-is-at-least-32-bytes-long';
export const BENCH_SESSION_SECRET = 'bench-session-secret-that-is-at-least-32-bytes';

function portIsFree(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.on('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : null));
    });
  });
}

/**
 * A free port on 127.0.0.1: one the system picks, or, on a machine shared by several people, the first free
 * one of BENCH_PORTS (`3380-3399`), so that benchmark servers stay in the range their runner was given.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!range) {
    const port = await portIsFree(0);
    if (port === null) throw new Error('no free port');
    return port;
  }
  for (let port = Number(range[1]); port <= Number(range[2]); port++) {
    if ((await portIsFree(port)) !== null) return port;
  }
  throw new Error(`no free port in BENCH_PORTS ${process.env.BENCH_PORTS}`);
}

export interface RunningServer {
  url: string;
  port: number;
  pid: number;
  /** Milliseconds from spawn until the first answer of `readyPath`. */
  readyMs: number;
  /** Resident set size of the server process, in MB. */
  rssMb(): number;
  output(): string;
  stop(): Promise<void>;
}

/** The server's resident memory the benchmarks allow, on either store and after any run. */
export const SERVER_RSS_LIMIT_MB = 350;

export interface ServerOptions {
  server: string;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Extra arguments to node before the script (a profiler's, say). */
  nodeArgs?: string[];
  /** The working directory; the script's own folder by default (where Next's standalone server expects it). */
  cwd?: string;
  /** The port on 127.0.0.1; a free one by default. */
  port?: number;
  /** Polled until it answers 2xx; `/api/health` by default (it also opens the store). */
  readyPath?: string;
  timeoutMs?: number;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    HANDBOOK_DATA_DIR: options.dataDir,
    HANDBOOK_JWT_SECRET: BENCH_JWT_SECRET,
    SESSION_SECRET: BENCH_SESSION_SECRET,
    HANDBOOK_DEMO_DATA: 'false',
    HANDBOOK_RATE_LIMIT_PER_MINUTE: '0',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const started = performance.now();
  // The standalone server expects its own folder as the working directory (as scripts/start.mjs runs it).
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), options.server], {
    env,
    cwd: options.cwd ?? dirname(options.server),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  child.stderr?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
  };

  const deadline = started + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${url}${options.readyPath ?? '/api/health'}`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`the server did not become ready in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const readyMs = Math.round(performance.now() - started);
  return {
    url,
    port,
    pid: child.pid!,
    readyMs,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
      return Math.round(kb / 1024);
    },
    output: () => output,
    stop,
  };
}
