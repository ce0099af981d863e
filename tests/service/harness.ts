import { randomBytes } from 'node:crypto';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import pg from 'pg';
import { inject } from 'vitest';
import { openStore, type Store } from '@/lib/service/db/open-store';
import { createReseller, issueApiKey, PRIMARY_KEY } from '@/lib/service/resellers/reseller-store';
import { createHandbookService } from '@/lib/service/api/handbook-service';
import type { HandbookService, HandbookServiceOptions } from '@/lib/service/host/service-host';
import { parseTrustedProxies, type ProxyTrust } from '@/lib/http/client-address';
import { PEER_ADDRESS_HEADER } from '@/lib/http/peer-address.mjs';

// Each API's generated document class is a type of its own: the harness's calls take only their API's.
export type { CustomerDocument, ResellerDocument };
import type { TypedDocumentString as CustomerDocument } from '@/tests/generated/customer/graphql';
import type { TypedDocumentString as ResellerDocument } from '@/tests/generated/reseller/graphql';
import {
  dataOfAnswer,
  graphqlRequestBody,
  readGraphqlBody,
  type GraphqlBody,
} from '../support/graphql-answer';
import { keepPgliteStore, takePgliteStore } from './kept-pglite-store';
import { overNodeHttp } from './node-http-transport';

/** Whether the suite runs through the standalone server's node:http layer (TEST_TRANSPORT=node-http). */
export const OVER_HTTP = process.env.TEST_TRANSPORT === 'node-http';

export const JWT_SECRET = 'test-secret-that-is-at-least-32-bytes-long!';
export const START = new Date('2026-06-01T12:00:00.000Z');

/** Every request's peer: in process the harness plays the socket; over node:http it is the real one. */
export const TEST_PEER = '127.0.0.1';

/** By default the suites stand as a proxy on loopback, naming their clients in X-Forwarded-For. */
export const LOOPBACK_PROXY: ProxyTrust = { vercel: false, ranges: parseTrustedProxies(TEST_PEER).ranges };

/**
 * A new database on the server of DATABASE_URL, and a way to drop it: empty, or a copy of `template` (a
 * database nobody is connected to).
 */
export async function createTestDatabase(template?: string): Promise<{ url: URL; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL!;
  const name = `hb_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** What the project's global setup provides; a project without it fails here, not slowly or silently. */
function provided(key: 'pgliteSnapshot' | 'postgresTemplate'): string {
  const value = inject(key);
  if (!value)
    throw new Error(`No ${key}: the project needs the global setup in tests/support that provides it.`);
  return value;
}

/**
 * An empty migrated store per test file: PGlite in memory, kept for the worker's next file when this one
 * is done (kept-pglite-store.ts), or a new database on the server of DATABASE_URL copied from the run's
 * template, dropped when done.
 */
async function openTestStore(): Promise<{ store: Store; databaseUrl: string | null; done(): Promise<void> }> {
  if (process.env.TEST_STORE !== 'postgres') {
    const store = await takePgliteStore(provided('pgliteSnapshot'));
    return { store, databaseUrl: null, done: () => keepPgliteStore(store) };
  }
  const database = await createTestDatabase(provided('postgresTemplate'));
  const databaseUrl = database.url.toString();
  const store = await openStore({ databaseUrl }, { poolSize: 20 });
  return {
    store,
    databaseUrl,
    done: async () => {
      await store.close();
      await database.drop();
    },
  };
}

/** An answer; its data typed by the document asked, or left open for a raw query string. */
export interface GraphqlResult<TData = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: GraphqlBody<TData>;
}

/** A document's variables: required when it declares a required one, optional otherwise. */
export type VariablesOf<TVariables> =
  Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

/** A typed document (either API's) or a raw query string, as the harness posts it. */
export type Query<TData, TVariables> = DocumentTypeDecoration<TData, TVariables> | string;

export interface TestService {
  service: HandbookService;
  store: Store;
  /** The test's PostgreSQL database, for a second instance's pool; null on PGlite. */
  databaseUrl: string | null;
  /** Moves the service's clock forward. */
  advance(ms: number): void;
  now(): Date;
  reseller<TData, TVariables>(
    key: string | null,
    document: ResellerDocument<TData, TVariables>,
    ...variables: VariablesOf<TVariables>
  ): Promise<GraphqlResult<TData>>;
  /** A raw query string: for the tests whose point is a query no document could be (malformed, unknown). */
  reseller(key: string | null, query: string, variables?: Record<string, unknown>): Promise<GraphqlResult>;
  customer<TData, TVariables>(
    token: string | null,
    document: CustomerDocument<TData, TVariables>,
    ...variables: VariablesOf<TVariables>
  ): Promise<GraphqlResult<TData>>;
  customer(token: string | null, query: string, variables?: Record<string, unknown>): Promise<GraphqlResult>;
  /** A reseller and a fresh API key for it, made the way the operator's CLI makes them. */
  newReseller(name?: string): Promise<{ resellerId: string; key: string }>;
  close(): Promise<void>;
}

export async function send<TData = Record<string, unknown>>(
  handler: (request: Request) => Promise<Response>,
  init: { headers?: Record<string, string>; body?: string; method?: string; signal?: AbortSignal },
): Promise<GraphqlResult<TData>> {
  const response = await handler(
    new Request('http://localhost/api/test', {
      method: init.method ?? 'POST',
      headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: TEST_PEER, ...init.headers },
      body: init.body,
      ...(init.signal ? { signal: init.signal } : {}),
    }),
  );
  const body = readGraphqlBody<TData>('The service', response.status, await response.text());
  return { status: response.status, headers: response.headers, body };
}

/** One GraphQL request: a typed document's answer is typed by it. */
export function post<TData, TVariables>(
  handler: (request: Request) => Promise<Response>,
  headers: Record<string, string>,
  query: Query<TData, TVariables>,
  variables?: TVariables,
): Promise<GraphqlResult<TData>> {
  return send<TData>(handler, { headers, body: graphqlRequestBody(query, variables) });
}

// Generous by default: most suites send many bad credentials on purpose; rate-limits.test.ts sets its own.
const TEST_LIMITS = { failures: { maxFailures: 1_000, windowSeconds: 60 }, requestsPerMinute: 0 };

export async function createTestService(
  options: {
    limits?: HandbookServiceOptions['limits'];
    production?: boolean;
    webhooks?: HandbookServiceOptions['webhooks'];
    proxyTrust?: ProxyTrust;
    /** Counts the Customer API's usage here (the test flushes it); none by default. */
    usage?: HandbookServiceOptions['usage'];
  } = {},
): Promise<TestService> {
  const { store, databaseUrl, done } = await openTestStore();
  let now = START.getTime();
  const clock = () => new Date(now);
  const inProcess = createHandbookService({
    store,
    jwtSecrets: { '1': JWT_SECRET },
    production: options.production ?? true,
    clock,
    limits: options.limits ?? TEST_LIMITS,
    proxyTrust: options.proxyTrust ?? LOOPBACK_PROXY,
    ...(options.webhooks ? { webhooks: options.webhooks } : {}),
    ...(options.usage ? { usage: options.usage } : {}),
  });
  const transport = OVER_HTTP
    ? await overNodeHttp(inProcess, options.production ?? true)
    : { service: inProcess, close: async () => {} };
  const { service } = transport;
  const call =
    (handler: (r: Request) => Promise<Response>, header: (credential: string) => Record<string, string>) =>
    <TData, TVariables>(credential: string | null, query: Query<TData, TVariables>, variables?: TVariables) =>
      post(handler, credential === null ? {} : header(credential), query, variables);
  return {
    service,
    store,
    databaseUrl,
    advance: (ms) => {
      now += ms;
    },
    now: clock,
    reseller: call(service.resellerApi, (key) => ({ 'x-api-token': key })),
    customer: call(service.customerApi, (token) => ({ authorization: `Bearer ${token}` })),
    newReseller: async (name = 'Test Reseller') => {
      const reseller = await createReseller(store.db, name, clock());
      const { key } = await issueApiKey(store.db, reseller.id, PRIMARY_KEY, clock());
      return { resellerId: reseller.id, key };
    },
    close: async () => {
      await transport.close();
      await done();
    },
  };
}

/** The `data` of a result that must have succeeded; fails the test with the errors otherwise. */
export function dataOf<TResult extends GraphqlResult<unknown>>(
  result: TResult,
): NonNullable<TResult['body']['data']> {
  return dataOfAnswer(result.status, result.body) as NonNullable<TResult['body']['data']>;
}
