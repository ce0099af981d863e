import { connect, createServer, type Socket } from 'node:net';

export interface FrozenRelay {
  url: string;
  /** From now on nothing passes either way, as with a server that accepts and never replies. */
  freeze(): void;
  /** What waited passes, in order, and so does what follows. */
  thaw(): void;
  close(): Promise<void>;
}

/**
 * A loopback TCP relay to the Redis of `target` that can stop answering mid-way. Frozen, it holds every
 * byte instead of dropping it, so that a thawed connection carries on as a slow server's would.
 */
export async function startFrozenRelay(target: string): Promise<FrozenRelay> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const held: [Socket, Buffer][] = [];
  let frozen = false;
  const relay = (from: Socket, to: Socket) => {
    sockets.add(from);
    from.on('data', (chunk: Buffer) => (frozen ? held.push([to, chunk]) : to.write(chunk)));
    from.on('error', () => from.destroy());
    from.on('close', () => {
      sockets.delete(from);
      to.destroy();
    });
  };
  const server = createServer((client) => {
    const upstream = connect(Number(port || 6379), hostname);
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The relay has no TCP address.');
  return {
    url: `redis://127.0.0.1:${address.port}`,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const [to, chunk] of held.splice(0)) if (!to.destroyed) to.write(chunk);
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
