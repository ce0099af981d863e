import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PATHS } from '@/lib/contract/api-paths';
import { createServiceRequestHandler } from '@/lib/service/api/node-server';
import type { HandbookService } from '@/lib/service/host/service-host';

/**
 * The service's two handlers behind the standalone server's node:http layer (`npm run start:service`), on a
 * loopback port: with TEST_TRANSPORT=node-http the whole service suite goes through it, so the standalone
 * server answers what the in-process handlers (the Next routes' own) answer to every test. Same process,
 * so the suite's clock still moves.
 */
export async function overNodeHttp(
  service: HandbookService,
  production: boolean,
): Promise<{ service: HandbookService; close(): Promise<void> }> {
  const handler = createServiceRequestHandler(
    {
      customerApi: service.customerApi,
      resellerApi: service.resellerApi,
      health: async () => Response.json({ status: 'ok' }),
    },
    { production },
  );
  const server = createServer(handler.requestListener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const forward = (path: string) => async (request: Request) => {
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    return fetch(`${origin}${path}`, { method: request.method, headers: request.headers, body });
  };
  return {
    service: {
      ...service,
      customerApi: forward(API_PATHS.customer),
      resellerApi: forward(API_PATHS.reseller),
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
