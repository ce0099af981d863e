import 'server-only';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode, type GraphQLFormattedError, type OperationDefinitionNode } from 'graphql';
import { API_PATHS } from '../../contract/api-paths';
import { ANSWER_BYTES } from '../../contract/limits';
import { readBodyWithLimit } from '../../http/read-body';
import { PEER_ADDRESS_HEADER } from '../../http/peer-address.mjs';
import { tracedFetch } from '../../telemetry/traced-fetch';

/**
 * The dashboard's one way to the Handbook service's Reseller API: a POST to
 * `{baseUrl}/api/graphql-reseller` with the reseller's key in `X-Api-Token`, bounded by a timeout. Every
 * failure becomes an UpstreamError with a code; messages are fixed and never carry the key.
 */
export type UpstreamErrorCode =
  'UNAUTHENTICATED' | 'UNREACHABLE' | 'UNAVAILABLE' | 'TIMEOUT' | 'BAD_RESPONSE' | 'RATE_LIMITED';

const MESSAGES: Record<UpstreamErrorCode, string> = {
  UNAUTHENTICATED: 'The Handbook service did not accept the API key.',
  UNREACHABLE: 'The Handbook service could not be reached.',
  UNAVAILABLE: 'The Handbook service is temporarily unavailable (its database does not answer).',
  TIMEOUT: 'The Handbook service did not answer in time.',
  BAD_RESPONSE: 'The Handbook service gave an answer that is not a GraphQL response.',
  RATE_LIMITED: 'The Handbook service is refusing requests for now: too many of them.',
};

export class UpstreamError extends Error {
  /** For RATE_LIMITED and UNAVAILABLE: the upstream's `Retry-After`, in seconds, when it sent one. */
  readonly retryAfterSeconds: number | undefined;
  /** For UNAUTHENTICATED: the upstream's message (`Invalid token`, `Unauthorized: Token required`). */
  readonly upstreamMessage: string | undefined;

  constructor(
    readonly code: UpstreamErrorCode,
    options: { cause?: unknown; retryAfterSeconds?: number; upstreamMessage?: string } = {},
  ) {
    super(MESSAGES[code], { cause: options.cause });
    this.name = 'UpstreamError';
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.upstreamMessage = options.upstreamMessage;
  }
}

export interface UpstreamResult<TData> {
  data?: TData | null;
  errors?: GraphQLFormattedError[];
}

/**
 * Who the request is made for. The service limits failed credentials per client address and records it in
 * the audit trail; without this every dashboard user would be one client.
 */
export interface UpstreamCallContext {
  clientAddress?: string;
}

export interface Upstream {
  /** Runs a typed operation. Throws UpstreamError for transport failures and an UNAUTHENTICATED answer. */
  execute<TData, TVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    apiKey: string,
    signal?: AbortSignal,
    context?: UpstreamCallContext,
  ): Promise<UpstreamResult<TData>>;
  /**
   * Sends a GraphQL request body as it is and answers with the upstream's GraphQL response: its status, and
   * its JSON body checked and cut to the contract's fields. Throws UpstreamError like `execute`.
   */
  forward(
    body: string,
    apiKey: string,
    signal?: AbortSignal,
    context?: UpstreamCallContext,
  ): Promise<Response>;
}

export interface UpstreamOptions {
  /** The service's origin, e.g. `https://handbook.example.com`; the API path is appended. */
  baseUrl: string;
  timeoutMs: number;
  /** Serves requests in place of the network: the embedded service's fetch handler. */
  fetchHandler?: (request: Request) => Promise<Response>;
}

interface GraphqlAnswer {
  status: number;
  body: UpstreamResult<unknown>;
  /** The body as forwarded: as it came when already in the contract's shape, rather than serialised again. */
  text: string;
}

const GRAPHQL_CONTENT_TYPES = new Set(['application/json', 'application/graphql-response+json']);

/**
 * The most of an answer the dashboard reads: the service never answers more than ANSWER_BYTES.max (its
 * envelope and error entries come on top), so anything far past it is not the service's answer, and reading
 * it whole (a stream that never ends, a compression bomb) would exhaust the dashboard's memory.
 */
export const UPSTREAM_ANSWER_BYTES = ANSWER_BYTES.max + 256 * 1024;

const isPlainObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isGraphqlBody(value: unknown): value is UpstreamResult<unknown> {
  if (!isPlainObject(value)) return false;
  const { data, errors } = value as Record<string, unknown>;
  if (errors !== undefined && !(Array.isArray(errors) && errors.every(isPlainObject))) return false;
  return data !== undefined || errors !== undefined;
}

const isInteger = (v: unknown): v is number => Number.isInteger(v);

/**
 * An error entry with only what the contract gives one: its message, where it happened, its code and the
 * field at fault. Whatever else an upstream put in (a stack trace, an exception's details) stays here.
 */
function contractError(error: GraphQLFormattedError): GraphQLFormattedError {
  const { code, field } = error.extensions ?? {};
  const { locations, path } = error;
  return {
    message: typeof error.message === 'string' ? error.message : 'Unexpected error.',
    ...(Array.isArray(locations) && locations.every((l) => isInteger(l?.line) && isInteger(l?.column))
      ? { locations: locations.map(({ line, column }) => ({ line, column })) }
      : {}),
    ...(Array.isArray(path) && path.every((p) => typeof p === 'string' || isInteger(p)) ? { path } : {}),
    extensions: {
      code: typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR',
      ...(typeof field === 'string' ? { field } : {}),
    },
  };
}

/**
 * The answer as the contract shapes it: `data` and contract-shaped `errors`, nothing else. The service's own
 * answers already are, so a plain `{"data":…}` (nearly every answer) is kept as it came, not serialised again.
 */
function contractAnswer(
  body: UpstreamResult<unknown>,
  text: string,
): { body: UpstreamResult<unknown>; text: string } {
  const keys = Object.keys(body);
  if (keys.length === 1 && keys[0] === 'data') return { body, text };
  const shaped: UpstreamResult<unknown> = {
    ...(body.errors ? { errors: body.errors.map(contractError) } : {}),
    ...(body.data !== undefined ? { data: body.data } : {}),
  };
  return { body: shaped, text: JSON.stringify(shaped) };
}

function retryAfter(header: string | null): number | undefined {
  if (header === null) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** Settles with `work`, or rejects with the signal's reason as soon as it aborts (in-process handlers ignore it). */
function raceAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Turns an HTTP answer into a GraphQL answer, or the UpstreamError it amounts to. */
async function readAnswer(response: Response, signal: AbortSignal): Promise<GraphqlAnswer> {
  const mediaType = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (response.status === 429 || response.status === 503) {
    // The contract's two answers that say "later": too many requests, or the service's store is down.
    await response.body?.cancel();
    throw new UpstreamError(response.status === 429 ? 'RATE_LIMITED' : 'UNAVAILABLE', {
      retryAfterSeconds: retryAfter(response.headers.get('retry-after')),
    });
  }
  if (!GRAPHQL_CONTENT_TYPES.has(mediaType)) {
    await response.body?.cancel();
    throw new UpstreamError('BAD_RESPONSE');
  }
  let text: string;
  let body: unknown;
  try {
    text = await readBodyWithLimit(response, UPSTREAM_ANSWER_BYTES, signal);
    body = JSON.parse(text);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new UpstreamError('BAD_RESPONSE', { cause: error });
  }
  if (!isGraphqlBody(body)) throw new UpstreamError('BAD_RESPONSE');
  const unauthenticated = body.errors?.find((e) => e.extensions?.code === 'UNAUTHENTICATED');
  if (unauthenticated)
    throw new UpstreamError('UNAUTHENTICATED', { upstreamMessage: unauthenticated.message });
  // A 5xx is the service failing, and a 404 means no Reseller API at this address: neither is an answer.
  if (response.status >= 500 || response.status === 404 || response.status === 401) {
    throw new UpstreamError('BAD_RESPONSE');
  }
  return { status: response.status, ...contractAnswer(body, text) };
}

function operationName(document: DocumentNode): string | undefined {
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
  );
  return operation?.name?.value;
}

export function createUpstream(options: UpstreamOptions): Upstream {
  const url = `${options.baseUrl.replace(/\/+$/, '')}${API_PATHS.reseller}`;

  async function send(
    body: string,
    apiKey: string,
    callerSignal: AbortSignal | undefined,
    context: UpstreamCallContext = {},
  ): Promise<GraphqlAnswer> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = callerSignal ? AbortSignal.any([timeout, callerSignal]) : timeout;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      // Answers are bounded JSON between two servers: gzipping each at the service and inflating it here
      // cost about 0.7 ms of CPU per request (bench/relay's profile), some 9% of a relayed request's work.
      'accept-encoding': 'identity',
      'x-api-token': apiKey,
    };
    // In process no socket lies between the dashboard and the service: the client the dashboard found is the
    // service's peer. Over the network the service's peer is this dashboard, whose X-Forwarded-For counts
    // only where the service names it in HANDBOOK_TRUSTED_PROXIES.
    if (context.clientAddress)
      headers[options.fetchHandler ? PEER_ADDRESS_HEADER : 'x-forwarded-for'] = context.clientAddress;
    const init = {
      method: 'POST',
      headers,
      body,
      signal,
      // The key must not follow a redirect to wherever the upstream points.
      redirect: 'error',
    } satisfies RequestInit;
    try {
      // fetch honours the signal itself, and takes the init as it is: a Request made first would be
      // copied again inside fetch, its body piped through one more stream.
      if (options.fetchHandler)
        return await readAnswer(
          await raceAbort(options.fetchHandler(new Request(url, init)), signal),
          signal,
        );
      return await tracedFetch(url, init, (response) => readAnswer(response, signal));
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      if (timeout.aborted) throw new UpstreamError('TIMEOUT', { cause: error });
      // The caller gave up (the browser went away): not the upstream's fault, so not an UpstreamError.
      if (callerSignal?.aborted) throw callerSignal.reason;
      throw new UpstreamError('UNREACHABLE', { cause: error });
    }
  }

  return {
    async execute<TData, TVariables>(
      document: TypedDocumentNode<TData, TVariables>,
      variables: TVariables,
      apiKey: string,
      signal?: AbortSignal,
      context?: UpstreamCallContext,
    ): Promise<UpstreamResult<TData>> {
      const body = JSON.stringify({
        query: print(document),
        variables,
        operationName: operationName(document),
      });
      const answer = await send(body, apiKey, signal, context);
      // The document's type is the contract for `data`; the upstream answered this very document.
      return answer.body as UpstreamResult<TData>;
    },
    async forward(body, apiKey, signal, context): Promise<Response> {
      const answer = await send(body, apiKey, signal, context);
      return new Response(answer.text, {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  };
}
