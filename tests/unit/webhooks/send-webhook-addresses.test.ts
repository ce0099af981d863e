import { createServer, type Server } from 'node:http';
import net, { type LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWebhookSender, type SenderOptions } from '@/lib/service/webhooks/send-webhook';

const request = (url: string) => ({ account: 'rsl_test', url, headers: {}, body: '{}' });
const send = (url: string, options: Partial<SenderOptions> = {}) => {
  const sender = createWebhookSender({ allowPrivate: true, timeoutMs: 2_000, ...options });
  return sender.send(request(url)).finally(() => sender.close());
};
const resolvingTo =
  (address: string): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family: 6 }]);
    else callback(null, address, 6);
  };

const METADATA_IN_IPV6 = [
  '::ffff:169.254.169.254',
  '::ffff:100.100.100.200',
  '64:ff9b::a9fe:a9fe',
  // IPv4-compatible (::/96): an automatic tunnel delivers it to the embedded IPv4 address.
  '::a9fe:a9fe',
];

// Not public, though request-filtering-agent reads them so: IPv4-compatible loopback and private addresses,
// and IPv6 outside 2000::/3.
const NOT_PUBLIC_IN_IPV6 = ['::7f00:1', '::10.0.0.1', 'fec0::1', '100::1'];

const HELD = 'The test let no connection out.';

/**
 * Lets a socket resolve its host through the sender's lookup chain, but never connect: an address literal
 * fails at once, and an address the chain let through comes back as the error HELD. So no test here can
 * reach a real address, whatever the code under test allows.
 */
function holdConnections() {
  const connect = vi.spyOn(net.Socket.prototype, 'connect');
  connect.mockImplementation(function (this: net.Socket, ...args: unknown[]) {
    // net.createConnection passes its arguments normalised into an array; tls.connect an options object.
    const options = (Array.isArray(args[0]) ? args[0][0] : args[0]) as net.TcpNetConnectOpts;
    const fail = (error: Error) => process.nextTick(() => this.destroy(error));
    const { host, lookup } = options;
    if (!host || !lookup || net.isIP(host) !== 0) fail(new Error(HELD));
    else lookup(host, {}, (error) => fail(error ?? new Error(HELD)));
    return this;
  });
  return connect;
}

/** holdConnections for the tests of the describe block it is called in, restored after them. */
function holdConnectionsInThisBlock() {
  let connect: ReturnType<typeof holdConnections>;
  beforeAll(() => {
    connect = holdConnections();
  });
  afterAll(() => connect.mockRestore());
}

describe('metadata addresses at connection, where private addresses are allowed', () => {
  holdConnectionsInThisBlock();

  it.each(METADATA_IN_IPV6)('refuses the URL literal [%s] before connecting', async (address) => {
    for (const scheme of ['http', 'https']) {
      expect(await send(`${scheme}://[${address}]/latest/meta-data`)).toEqual({ failure: 'ADDRESS_REFUSED' });
    }
  });

  it.each(METADATA_IN_IPV6)('refuses a name that resolves to %s before connecting', async (address) => {
    const outcome = await send('http://metadata.test/latest/meta-data', { lookup: resolvingTo(address) });
    expect(outcome).toEqual({ failure: 'ADDRESS_REFUSED' });
  });
});

describe('addresses that are not public, at connection, where private addresses are refused', () => {
  holdConnectionsInThisBlock();

  it.each(NOT_PUBLIC_IN_IPV6)('refuses the URL literal [%s] and a name resolving to it', async (address) => {
    const production = { allowPrivate: false };
    for (const scheme of ['http', 'https']) {
      expect(await send(`${scheme}://[${address}]/hook`, production)).toEqual({ failure: 'ADDRESS_REFUSED' });
    }
    const outcome = await send('http://hook.test/hook', { ...production, lookup: resolvingTo(address) });
    expect(outcome).toEqual({ failure: 'ADDRESS_REFUSED' });
  });

  it('lets a public IPv6 address through to the connection (held here)', async () => {
    const outcome = await send('http://hook.test/hook', {
      allowPrivate: false,
      lookup: resolvingTo('2606:4700::1111'),
    });
    expect(outcome).toEqual({ failure: 'UNREACHABLE' });
  });
});

describe('mapped addresses that are allowed', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((_req, res) => res.writeHead(204).end());
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise((closed) => server.close(closed)));

  it('delivers to a private address written as IPv4-mapped IPv6', async () => {
    expect(await send(`http://[::ffff:127.0.0.1]:${port}/hook`)).toEqual({ status: 204 });
    expect(await send(`http://hook.test:${port}/hook`, { lookup: resolvingTo('::ffff:127.0.0.1') })).toEqual({
      status: 204,
    });
  });
});
