import type { APIRequestContext } from '@playwright/test';
import { API_PATHS } from '../../lib/contract/api-paths';
import type { TypedDocumentString as CustomerDocument } from '../../tests/generated/customer/graphql';
import type { TypedDocumentString as ResellerDocument } from '../../tests/generated/reseller/graphql';
import {
  dataOfAnswer,
  graphqlRequestBody,
  readGraphqlBody,
  type GraphqlError,
} from '../../tests/support/graphql-answer';
import { MAIN_URL } from './env';

// Each API's generated document class is a type of its own: a call takes only its API's documents.
export type { CustomerDocument, ResellerDocument };

export interface GraphqlResult<T> {
  status: number;
  headers: Record<string, string>;
  data: T | null;
  errors: GraphqlError[];
}

/**
 * One POST of a GraphQL operation; the answer is read whatever its status, for tests of the failures. A typed
 * document (npm run codegen) types the answer and the variables; a raw string is for the tests of bad input.
 */
export async function postGraphql<T, TVariables = Record<string, unknown>>(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string>,
  query: CustomerDocument<T, TVariables> | ResellerDocument<T, TVariables> | string,
  variables?: TVariables,
): Promise<GraphqlResult<T>> {
  // A connection per request: a test that drives the page for a while and then calls the API again reused a
  // socket the server was closing after Node's 5 s idle limit, and got ECONNRESET (the `reseller` fixture
  // twice in two runs, a test's own `request` context once).
  const response = await request.post(url, {
    headers: { 'content-type': 'application/json', connection: 'close', ...headers },
    data: graphqlRequestBody(query, variables),
    failOnStatusCode: false,
  });
  const body = readGraphqlBody<T>(url, response.status(), await response.text());
  return {
    status: response.status(),
    headers: response.headers(),
    data: body.data ?? null,
    errors: body.errors ?? [],
  };
}

/** The data of a call that must succeed; a failure names the operation's errors. */
export function dataOf<T>(result: GraphqlResult<T>): T {
  return dataOfAnswer(result.status, result);
}

/**
 * A client address of its own, sent as `X-Forwarded-For` (the service and the sign-in form count failed
 * credentials per client). Tests that fail on purpose use one, so they never block 127.0.0.1, which every
 * other test shares. 198.18.0.0/15 is reserved for tests (RFC 2544).
 */
export function uniqueClient(): string {
  const byte = () => Math.floor(Math.random() * 256);
  return `198.${18 + Math.floor(Math.random() * 2)}.${byte()}.${byte()}`;
}

export interface CallOptions {
  baseUrl?: string;
  /** Sent as `X-Forwarded-For`: see uniqueClient(). */
  client?: string;
}

const clientHeader = (client?: string): Record<string, string> =>
  client ? { 'x-forwarded-for': client } : {};

export const customerApi = <T, TVariables = Record<string, unknown>>(
  request: APIRequestContext,
  token: string | null,
  query: CustomerDocument<T, TVariables> | string,
  variables?: TVariables,
  { baseUrl = MAIN_URL, client }: CallOptions = {},
) =>
  postGraphql<T, TVariables>(
    request,
    `${baseUrl}${API_PATHS.customer}`,
    { ...clientHeader(client), ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
    query,
    variables,
  );

export const resellerApiRaw = <T, TVariables = Record<string, unknown>>(
  request: APIRequestContext,
  key: string | null,
  query: ResellerDocument<T, TVariables> | string,
  variables?: TVariables,
  { baseUrl = MAIN_URL, client }: CallOptions = {},
) =>
  postGraphql<T, TVariables>(
    request,
    `${baseUrl}${API_PATHS.reseller}`,
    { ...clientHeader(client), ...(key === null ? {} : { 'x-api-token': key }) },
    query,
    variables,
  );
