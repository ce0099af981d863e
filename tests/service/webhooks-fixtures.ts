import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { resellerGraphql } from '@/tests/generated/reseller';
import type { DeliveriesQuery } from '@/tests/generated/reseller/graphql';
import { dataOf, type TestService } from './harness';

export const CREATE_ENDPOINT = resellerGraphql(`
  mutation CreateEndpoint($url: String!, $description: String) {
    createWebhookEndpoint(url: $url, description: $description) {
      secret
      endpoint {
        endpointId
        url
        description
        createdAt
      }
    }
  }
`);
export const ENDPOINTS = resellerGraphql(`
  query Endpoints {
    webhookEndpoints {
      endpointId
      url
      description
      createdAt
      droppedCount
      enabled
      eventTypes
    }
  }
`);
export const UPDATE_ENDPOINT = resellerGraphql(`
  mutation UpdateEndpoint(
    $id: ID!
    $url: String
    $description: String
    $enabled: Boolean
    $eventTypes: [String!]
  ) {
    updateWebhookEndpoint(
      endpointId: $id
      url: $url
      description: $description
      enabled: $enabled
      eventTypes: $eventTypes
    ) {
      endpointId
      url
      description
      enabled
      eventTypes
    }
  }
`);
export const ROTATE_SECRET = resellerGraphql(`
  mutation RotateSecret($id: ID!) {
    rotateWebhookSecret(endpointId: $id) {
      secret
      endpoint {
        endpointId
      }
    }
  }
`);
export const DELETE_ENDPOINT = resellerGraphql(`
  mutation DeleteEndpoint($id: ID!) {
    deleteWebhookEndpoint(endpointId: $id)
  }
`);
export const SEND_TEST = resellerGraphql(`
  mutation SendTest($id: ID!) {
    sendTestWebhook(endpointId: $id)
  }
`);
export const REDELIVER = resellerGraphql(`
  mutation Redeliver($id: ID!) {
    redeliverWebhook(deliveryId: $id)
  }
`);
export const DELIVERIES = resellerGraphql(`
  query Deliveries($id: ID!, $offset: Int, $limit: Int) {
    webhookDeliveries(endpointId: $id, offset: $offset, limit: $limit) {
      total
      deliveries {
        deliveryId
        messageId
        eventType
        status
        attempts
        createdAt
        lastAttemptAt
        nextAttemptAt
        responseStatus
        lastFailure
      }
    }
  }
`);

export type Delivery = NonNullable<DeliveriesQuery['webhookDeliveries']>['deliveries'][number];

export async function createEndpoint(
  t: TestService,
  key: string,
  url: string,
  description?: string,
): Promise<{ endpointId: string; secret: string }> {
  const { endpoint, secret } = dataOf(
    await t.reseller(key, CREATE_ENDPOINT, { url, description }),
  ).createWebhookEndpoint;
  return { endpointId: endpoint.endpointId, secret };
}

export async function deliveriesOf(t: TestService, key: string, endpointId: string): Promise<Delivery[]> {
  return dataOf(await t.reseller(key, DELIVERIES, { id: endpointId, limit: 100 })).webhookDeliveries!
    .deliveries;
}

/** Gives an endpoint a new signing secret and returns it. */
export async function rotateSecret(t: TestService, key: string, endpointId: string): Promise<string> {
  return dataOf(await t.reseller(key, ROTATE_SECRET, { id: endpointId })).rotateWebhookSecret.secret;
}

/** Queues a test delivery to an endpoint and returns its id. */
export async function sendTest(t: TestService, key: string, endpointId: string): Promise<string> {
  return dataOf(await t.reseller(key, SEND_TEST, { id: endpointId })).sendTestWebhook;
}

/** What a receiver got: the headers and the exact body of one request. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  url: string;
}

/**
 * A real HTTP receiver on 127.0.0.1. Each request is answered by the next of `answers` (the last one repeats):
 * a status, or 'hold' to keep the request open until the receiver closes.
 */
export interface Receiver {
  url: string;
  received: Received[];
  /** Resolves when `count` requests have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(
  answers: (number | 'hold' | ((res: ServerResponse) => void))[] = [200],
): Promise<Receiver> {
  const received: Received[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const held: ServerResponse[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString(), url: req.url ?? '' });
      for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
      const answer = answers[Math.min(received.length - 1, answers.length - 1)]!;
      if (answer === 'hold') held.push(res);
      else if (typeof answer === 'function') answer(res);
      else res.writeHead(answer, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    waitFor: (count, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        if (received.length >= count) return resolve(received);
        const timer = setTimeout(
          () => reject(new Error(`expected ${count} requests, got ${received.length}`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(received);
          },
        });
      }),
    close: async () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Polls `check` until it returns a value, or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A receiver on 127.0.0.1 that speaks raw TCP, for answers node:http would not give: `answer` gets each
 * connection once the request's head has arrived. `connections` counts them; close() ends every socket.
 */
export async function startRawReceiver(
  answer: (socket: Socket) => void,
): Promise<{ url: string; connections(): number; close(): Promise<void> }> {
  const sockets: Socket[] = [];
  const server = createNetServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => undefined);
    let head = '';
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      answer(socket);
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    connections: () => sockets.length,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
