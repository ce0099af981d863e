import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';

// Each entry point, given two bad variables, refuses to start: a non-zero exit within seconds, one plain line
// per problem (no stack, no header), and its port never open. `npm start` checks before loading Next, so
// this needs no build.

const dataDir = mkdtempSync(join(tmpdir(), 'hb-bad-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const tsx = ['--conditions=react-server', '--import', 'tsx'];
const SECRET = 'a-secret-that-is-at-least-32-bytes-long';

/** Whether something accepts connections on the port right now. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
    socket.once('close', () => socket.destroy());
  });
}

/** Runs `args` until it exits, probing its port all the while. */
async function run(args: string[], env: Record<string, string>) {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      DATABASE_URL: '',
      HANDBOOK_DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let listened = false;
  let done = false;
  void exited.then(() => (done = true));
  while (!done) {
    listened ||= await listening(port);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const code = await exited;
  return {
    code,
    seconds: (Date.now() - started) / 1000,
    listened,
    lines: stderr.trimEnd().split('\n'),
    stderr,
  };
}

function expectRefused(result: Awaited<ReturnType<typeof run>>, variables: string[]) {
  expect(result.code).not.toBe(0);
  expect(result.code).not.toBeNull();
  expect(result.listened).toBe(false);
  expect(result.seconds).toBeLessThan(20);
  expect(result.stderr).not.toContain('    at ');
  expect(result.lines).toHaveLength(variables.length);
  for (const line of result.lines) expect(line).toMatch(/^[A-Z_]+ .*: expected .+\.$/);
  expect(result.lines.map((line) => line.split(' ')[0]).sort()).toEqual([...variables].sort());
}

const production = { NODE_ENV: 'production', HANDBOOK_DEMO_DATA: 'false' };

describe('a bad configuration is refused before listening, every problem on a line of its own', () => {
  it('npm start (scripts/start.mjs)', async () => {
    const result = await run(['scripts/start.mjs'], {
      ...production,
      SESSION_SECRET: SECRET,
      HANDBOOK_JWT_SECRET: '',
      HANDBOOK_WEBHOOK_SCAN_SECONDS: '2',
    });
    expectRefused(result, ['HANDBOOK_JWT_SECRET', 'HANDBOOK_WEBHOOK_SCAN_SECONDS']);
  });

  it('npm run start:service', async () => {
    const result = await run([...tsx, 'scripts/start-service.ts'], {
      ...production,
      HANDBOOK_TOKEN_NOTICE_DAYS: '7,0',
      HANDBOOK_WEBHOOK_SCAN_SECONDS: '2',
    });
    expectRefused(result, [
      'HANDBOOK_TOKEN_NOTICE_DAYS',
      'HANDBOOK_WEBHOOK_SCAN_SECONDS',
      'HANDBOOK_JWT_SECRET',
    ]);
  });

  it('npm run admin', async () => {
    const result = await run([...tsx, 'scripts/admin.ts', 'token:issue', 'usr_x'], {
      ...production,
      DATABASE_URL: 'mysql://db.example/handbook',
      HANDBOOK_JWT_SECRET: '',
    });
    expectRefused(result, ['DATABASE_URL', 'HANDBOOK_JWT_SECRET']);
  });
});
