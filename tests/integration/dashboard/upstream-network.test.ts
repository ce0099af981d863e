import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { createUpstream, UPSTREAM_ANSWER_BYTES } from '@/lib/dashboard/relay/upstream';
import { KEY } from '../../unit/dashboard/fakes';

// The upstream client over a real loopback connection; tests/unit/dashboard/upstream.test.ts covers the rest.
const RESELLER: TypedDocumentNode<{ reseller: { name: string } }, Record<string, never>> = parse(
  'query Reseller { reseller { name } }',
);

describe('upstream client over the network', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = undefined;
  });

  async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
    server = createServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('a closed port is UNREACHABLE', async () => {
    const baseUrl = await listen(() => {});
    server?.close();
    const upstream = createUpstream({ baseUrl, timeoutMs: 2_000 });
    await expect(upstream.execute(RESELLER, {}, KEY)).rejects.toMatchObject({ code: 'UNREACHABLE' });
  });

  it('a server that accepts and never answers is TIMEOUT', async () => {
    const baseUrl = await listen(() => {});
    const upstream = createUpstream({ baseUrl, timeoutMs: 100 });
    await expect(upstream.execute(RESELLER, {}, KEY)).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it('a real answer comes back, with the key sent only in X-Api-Token', async () => {
    let seen: { url?: string; token?: string; auth?: string } = {};
    const baseUrl = await listen((req, res) => {
      seen = { url: req.url, token: req.headers['x-api-token'] as string, auth: req.headers.authorization };
      res.writeHead(200, { 'content-type': 'application/graphql-response+json; charset=utf-8' });
      res.end(JSON.stringify({ data: { reseller: { name: 'Acme Payroll' } } }));
    });
    const upstream = createUpstream({ baseUrl: `${baseUrl}/`, timeoutMs: 2_000 });
    await expect(upstream.execute(RESELLER, {}, KEY)).resolves.toEqual({
      data: { reseller: { name: 'Acme Payroll' } },
    });
    expect(seen).toEqual({ url: '/api/graphql-reseller', token: KEY, auth: undefined });
  });

  /** Writes JSON-looking bytes for as long as the client reads them; resolves with the bytes once it hangs up. */
  function endless(res: ServerResponse, written: { bytes: number; closed?: Promise<number> }): void {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"data":{"reseller":{"name":"');
    const chunk = Buffer.alloc(64 * 1024, 'a');
    written.closed = new Promise((resolve) => res.on('close', () => resolve(written.bytes)));
    const pump = () => {
      while (!res.destroyed && res.write(chunk)) written.bytes += chunk.length;
      if (!res.destroyed) res.once('drain', pump);
    };
    pump();
  }

  it('an answer past the service’s largest is BAD_RESPONSE, and the connection is closed', async () => {
    const written = { bytes: 0 } as { bytes: number; closed?: Promise<number> };
    const baseUrl = await listen((_req, res) => endless(res, written));
    const upstream = createUpstream({ baseUrl, timeoutMs: 10_000 });
    await expect(upstream.execute(RESELLER, {}, KEY)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    // Read up to the limit and no further: socket buffers hold a few hundred KB at most.
    expect(await written.closed).toBeLessThan(UPSTREAM_ANSWER_BYTES + 4 * 1024 * 1024);
  });

  it('an answer still streaming at the timeout is TIMEOUT, and the connection is closed then', async () => {
    const written = { bytes: 0 } as { bytes: number; closed?: Promise<number> };
    const baseUrl = await listen((_req, res) => {
      // A trickle: under the size limit when the timeout comes.
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data":');
      written.closed = new Promise((resolve) => res.on('close', () => resolve(0)));
      const timer = setInterval(() => res.write(' '), 10);
      res.on('close', () => clearInterval(timer));
    });
    const upstream = createUpstream({ baseUrl, timeoutMs: 200 });
    await expect(upstream.execute(RESELLER, {}, KEY)).rejects.toMatchObject({ code: 'TIMEOUT' });
    const closedSoon = new Promise((resolve) => setTimeout(() => resolve('still open'), 2_000));
    expect(await Promise.race([written.closed!.then(() => 'closed'), closedSoon])).toBe('closed');
  });

  it('a compressed answer is bounded by what it inflates to: a gzip bomb is BAD_RESPONSE', async () => {
    // A valid answer of 64 MB in about 64 KB, sent although the client asked for no compression.
    const name = 'a'.repeat(64 * 1024 * 1024);
    const bomb = gzipSync(JSON.stringify({ data: { reseller: { name } } }));
    const baseUrl = await listen((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(bomb);
    });
    const upstream = createUpstream({ baseUrl, timeoutMs: 10_000 });
    await expect(upstream.execute(RESELLER, {}, KEY)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });
});
