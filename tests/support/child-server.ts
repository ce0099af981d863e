import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { inject } from 'vitest';
import { API_PATHS } from '@/lib/contract/api-paths';
import type { CHILD_ENTRIES } from './child-entries';

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
  for (let i = 0; i < 1200 && !done; i++) {
    const ok = await fetch(`${base}${API_PATHS.health}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    // Often: a refused connection costs next to nothing, and every test that starts a server waits here.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server at ${base} did not become healthy.`);
}

/**
 * node's arguments that run the named entry point as `tsx --conditions=react-server <file>` would, from the
 * integration project's bundle of it (child-bundles.ts): the code of the same sources, without each process
 * transforming them again.
 */
export function bundledEntry(name: keyof typeof CHILD_ENTRIES): string[] {
  const folder = inject('childBundles');
  if (!folder)
    throw new Error('No bundles: tests/support/child-bundles.ts is not a global setup of this project.');
  return ['--conditions=react-server', join(folder, `${name}.mjs`)];
}
