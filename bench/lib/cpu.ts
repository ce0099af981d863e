/**
 * CPU time of processes, from /proc (Linux): a cost per request that a shared machine's noise disturbs far
 * less than requests per second do. The database's share is its backends serving the benchmark's database.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = 100;

/** User plus system CPU milliseconds of a process so far; 0 once it is gone. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), which ends at the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends connected to `database`, when the server runs on this machine. */
export async function backendPids(databaseUrl: string, database: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

const cpuOf = (pids: number[]) => pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);

/** CPU milliseconds spent by the app's server processes and the database's backends while `task` ran. */
export async function measureCpu<T>(
  serverPids: number[],
  databases: { url: string; name: string }[],
  task: () => Promise<T>,
): Promise<{ result: T; serverMs: number; databaseMs: number }> {
  const backends = (await Promise.all(databases.map((d) => backendPids(d.url, d.name)))).flat();
  const before = cpuOf(serverPids);
  const dbBefore = backends.map(processCpuMs);
  const result = await task();
  const serverMs = cpuOf(serverPids) - before;
  const databaseMs = backends.reduce((sum, pid, i) => sum + Math.max(0, processCpuMs(pid) - dbBefore[i]!), 0);
  return { result, serverMs, databaseMs };
}
