import { createServer, Socket, type Server } from 'node:net';
import { freePort } from '../support/free-port';

/**
 * A TCP relay on 127.0.0.1 to the real PostgreSQL server, for what a network does to it: `stop` cuts every
 * connection and refuses new ones (an outage), `freeze` keeps them open but carries nothing either way (a
 * server or link that stops answering), `thaw` carries on from where it was.
 */
export async function tcpRelay(target: URL) {
  let server: Server | null = null;
  let frozen = false;
  const pairs = new Set<[Socket, Socket]>();
  const port = await freePort();
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
