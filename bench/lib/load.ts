/**
 * HTTP load from a second process: autocannon's command line, bounded in time, against 127.0.0.1 only.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const AUTOCANNON = join(process.cwd(), 'node_modules/autocannon/autocannon.js');

export interface LoadSpec {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  mean: number;
  /** Non-2xx answers, errors and timeouts together: a single one makes the run invalid. */
  failures: number;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; mean: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}

export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const target = new URL(spec.url);
  if (target.hostname !== '127.0.0.1')
    throw new Error(`load only ever targets 127.0.0.1, not ${target.host}`);
  const args = [
    AUTOCANNON,
    '--json',
    '--no-progress',
    '-c',
    String(spec.connections),
    '-d',
    String(spec.seconds),
    '-t',
    '10',
    '-m',
    spec.method ?? 'POST',
  ];
  for (const [name, value] of Object.entries(spec.headers ?? {})) args.push('-H', `${name}=${value}`);
  if (spec.body !== undefined) args.push('-b', spec.body);
  args.push(spec.url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    // Bounded whatever happens: the run's duration plus a margin.
    const timer = setTimeout(() => child.kill('SIGKILL'), (spec.seconds + 30) * 1000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`autocannon failed (${code}): ${stderr.slice(-2000)}`));
      const json = JSON.parse(stdout) as AutocannonJson;
      resolve({
        connections: spec.connections,
        seconds: spec.seconds,
        requests: json.requests.total,
        rps: Math.round(json.requests.total / json.duration),
        p50: json.latency.p50,
        p99: json.latency.p99,
        mean: Math.round(json.latency.mean * 100) / 100,
        failures: json.non2xx + json.errors + json.timeouts,
      });
    });
  });
}
