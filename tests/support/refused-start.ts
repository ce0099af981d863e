import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { expect } from 'vitest';
import { freePort } from './free-port';

/**
 * A server's entry point given bad settings must refuse to start: a non-zero exit within seconds, one plain
 * line per problem (no stack, no header), and its port never open. Shared by the integration suite (the
 * service and the operator CLI, from the sources) and the images suite (npm start and the containers, from
 * the build).
 */

/** Whether something accepts connections on the port right now. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
    socket.once('close', () => socket.destroy());
  });
}

/** Runs node with `args` in `cwd` until it exits, probing its port all the while. */
export async function startRefused(args: string[], env: Record<string, string>, cwd = process.cwd()) {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      ...process.env,
      DATABASE_URL: '',
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

export function expectRefused(result: Awaited<ReturnType<typeof startRefused>>, variables: string[]) {
  expect(result.code).not.toBe(0);
  expect(result.code).not.toBeNull();
  expect(result.listened).toBe(false);
  expect(result.seconds).toBeLessThan(20);
  expect(result.stderr).not.toContain('    at ');
  expect(result.lines).toHaveLength(variables.length);
  for (const line of result.lines) expect(line).toMatch(/^[A-Z_]+ .*: expected .+\.$/);
  expect(result.lines.map((line) => line.split(' ')[0]).sort()).toEqual([...variables].sort());
}
