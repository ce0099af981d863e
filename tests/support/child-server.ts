import { spawn, type ChildProcess } from 'node:child_process';
import { API_PATHS } from '@/lib/contract/api-paths';

export interface ChildServer {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Everything it printed so far, both streams. */
  output(): string;
}

/** A server process in a process group of its own (npm, a shell and node under it), so all of it can be stopped. */
export function startChild(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): ChildServer {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

export function stop(child: ChildProcess): void {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** Waits (up to two minutes) for /api/health to answer 200; fails at once when the process exits first. */
export async function waitForHealth(base: string, exited: Promise<number | null>): Promise<void> {
  let done = false;
  void exited.then(() => (done = true));
  for (let i = 0; i < 240 && !done; i++) {
    const ok = await fetch(`${base}${API_PATHS.health}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server at ${base} did not become healthy.`);
}
