// Starts the built standalone server on a fresh embedded store for a load run, and reads its memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  /** The demo reseller's key; empty when started without demo data. */
  demoKey: string;
  /** What seals its session cookies (SESSION_SECRET). */
  sessionSecret: string;
  rssMb(): number;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** A data folder made beforehand (removed at stop); a fresh one with demo data by default. */
  dataDir?: string;
  /** The secrets the folder's data was made with. */
  jwtSecret?: string;
}

export async function startServer(port: number, options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'hb-load-'));
  const sessionSecret = randomBytes(32).toString('hex');
  // As scripts/start.mjs runs it: with the preload that hands the app each request's socket address.
  const server = ['--import', './scripts/record-peer-address.mjs', '.next/standalone/server.js'];
  const child: ChildProcess = spawn(process.execPath, server, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      DATABASE_URL: '',
      REDIS_URL: '',
      HANDBOOK_DATA_DIR: dataDir,
      HANDBOOK_DEMO_DATA: options.dataDir ? 'false' : 'true',
      HANDBOOK_RATE_LIMIT_PER_MINUTE: '0',
      // The load plays a proxy on loopback: its X-Forwarded-For spreads failures over many clients.
      HANDBOOK_TRUSTED_PROXIES: '127.0.0.1',
      HANDBOOK_JWT_SECRET: options.jwtSecret ?? randomBytes(32).toString('hex'),
      SESSION_SECRET: sessionSecret,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    const ready = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    demoKey: options.dataDir ? '' : readFileSync(join(dataDir, 'demo-key.txt'), 'utf8').trim(),
    sessionSecret,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
