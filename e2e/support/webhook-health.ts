import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { resellerGraphql } from '../../tests/generated/reseller';
import { demoKey } from './env';
import { dataOf, resellerApiRaw, type ResellerDocument } from './graphql';

/** Receivers that fail, endpoints made for them as the admin, and the words the dashboard says of their health. */

export const CREATE_ENDPOINT = resellerGraphql(`
  mutation E2eHealthCreateEndpoint($url: String!, $description: String) {
    createWebhookEndpoint(url: $url, description: $description) {
      endpoint {
        endpointId
      }
    }
  }
`);
export const SEND_TEST = resellerGraphql(`
  mutation E2eHealthSendTest($id: ID!) {
    sendTestWebhook(endpointId: $id)
  }
`);
export const DELETE_ENDPOINT = resellerGraphql(`
  mutation E2eHealthDeleteEndpoint($id: ID!) {
    deleteWebhookEndpoint(endpointId: $id)
  }
`);

/** A receiver on 127.0.0.1 that answers every request with `status`, counting them. */
export async function startReceiver(status: number) {
  let count = 0;
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      count++;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/${status}`,
    count: () => count,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A Reseller API call as the demo admin that must succeed. */
export function asAdmin(request: APIRequestContext) {
  return async <T, TVariables>(query: ResellerDocument<T, TVariables>, variables: TVariables) =>
    dataOf(await resellerApiRaw(request, demoKey(), query, variables));
}

// "3 Dec" or "Dec 3": the viewer's English (the test browser's is en-US).
export const DAY = String.raw`(?:\d{1,2} [A-Z][a-z]{2}|[A-Z][a-z]{2} \d{1,2})`;
// Other tests add customers meanwhile: the failing endpoint gets their events too, so its count varies.
export const FAILING_WORDS = new RegExp(
  String.raw`Failing since ${DAY}, (\d+) of \1 attempts? failed in the last 24 hours`,
);
export const GONE_WORDS = new RegExp(String.raw`Disabled on ${DAY}: the receiver answered 410 Gone`);

/** An endpoint's card in Settings, found by its description. */
export const endpointCard = (page: Page, description: string) =>
  page.getByTestId('webhook-endpoint').filter({ hasText: description });
