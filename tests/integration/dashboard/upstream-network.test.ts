import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { createUpstream } from '@/lib/dashboard/relay/upstream';
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
});
