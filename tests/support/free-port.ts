import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const LOWEST = 10_000;

/**
 * Where the kernel's ephemeral ports start: Linux says so in /proc; elsewhere 32768, below both Linux's usual
 * start and the 49152 of the IANA range that macOS and Windows use.
 */
function ephemeralStart(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    return 32_768;
  }
}
const EPHEMERAL_START = ephemeralStart();

/**
 * A loopback port nothing listens on right now, below the kernel's ephemeral range: there no outgoing
 * connection and no `listen(0)` of a parallel test is given it between this probe and the caller's own
 * listen, or while a relay that gave it up is "down" (a port from that range once went to another socket
 * in that gap).
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (EPHEMERAL_START - LOWEST));
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port between ${LOWEST} and ${EPHEMERAL_START}`);
}
