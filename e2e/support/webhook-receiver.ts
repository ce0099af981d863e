import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resellerGraphql } from '../../tests/generated/reseller';

/** The Reseller API calls the webhook specs set their endpoints up with. */
export const CREATE_ENDPOINT = resellerGraphql(`
  mutation E2eCreateEndpoint($url: String!, $description: String) {
    createWebhookEndpoint(url: $url, description: $description) {
      endpoint {
        endpointId
      }
    }
  }
`);
export const SEND_TEST = resellerGraphql(`
  mutation E2eSendTest($id: ID!) {
    sendTestWebhook(endpointId: $id)
  }
`);
export const DELETE_ENDPOINT = resellerGraphql(`
  mutation E2eDeleteEndpoint($id: ID!) {
    deleteWebhookEndpoint(endpointId: $id)
  }
`);

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 (the e2e server allows private addresses): answers `status`, records requests. */
export async function startReceiver(status = 200) {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/${status}`,
    received,
    count: () => received.length,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
