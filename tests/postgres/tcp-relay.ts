import { readFileSync } from 'node:fs';
import { createServer, Socket, type Server } from 'node:net';

/**
 * A TCP relay on 127.0.0.1 to the real PostgreSQL server, for what a network does to it: `stop` cuts every
 * connection and refuses new ones (an outage), `freeze` keeps them open but carries nothing either way (a
 * server or link that stops answering), `thaw` carries on from where it was.
 */
export async function tcpRelay(target: URL) {
  let server: Server | null = null;
  let frozen = false;
  const pairs = new Set<[Socket, Socket]>();
  const port = await quietPort();
  const carry = ([client, upstream]: [Socket, Socket]) => client.pipe(upstream).pipe(client);
  return {
    port,
    start: () =>
      new Promise<void>((resolve, reject) => {
        server = createServer((client) => {
          const upstream = new Socket();
          upstream.connect(Number(target.port || 5432), target.hostname);
          const pair: [Socket, Socket] = [client, upstream];
          pairs.add(pair);
          for (const s of pair) {
            s.on('close', () => pairs.delete(pair));
            s.on('error', () => s.destroy());
          }
          if (!frozen) carry(pair);
        })
          .once('error', reject)
          .listen(port, '127.0.0.1', () => resolve());
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const pair of pairs) pair.forEach((s) => s.destroy());
        server?.close(() => resolve());
      }),
    freeze: () => {
      frozen = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    thaw: () => {
      // Only once: a pair piped twice would carry every byte twice.
      if (!frozen) return;
      frozen = false;
      pairs.forEach(carry);
    },
  };
}

/**
 * A port the relay can give up during an outage and listen on again: one below the kernel's ephemeral
 * range, where no outgoing connection and no `listen(0)` of a parallel test is given it meanwhile (a port
 * from that range once went to another socket while the relay was down), and free when chosen.
 */
async function quietPort(): Promise<number> {
  const ephemeralStart = Number(
    readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
  );
  const lowest = 10_000;
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = lowest + Math.floor(Math.random() * (ephemeralStart - lowest));
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port between ${lowest} and ${ephemeralStart}`);
}
