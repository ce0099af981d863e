import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, NoSchemaIntrospectionCustomRule, parse, type ValidationContext } from 'graphql';
import { createSchema, createYoga, YogaServer, type Plugin, type YogaServerOptions } from 'graphql-yoga';
import { ANSWER_BYTES } from '../../contract/limits';
import { errorFields, log } from '../../http/log';
import { telemetryOn } from '../../telemetry/start-telemetry';
import { graphqlTelemetry } from '../host/telemetry/graphql-telemetry';
import { INTERNAL_MESSAGE } from '../core/errors';
import type { GraphqlParams } from '../core/graphql-params';
import { answerOutcome } from './answer-outcome';
import { answerSizeLimit } from './answer-size-limit';
import { ANSWER_SIZES } from './answer-size-table';
import { refuseInvalidStrings } from './invalid-strings';
import { queryCostLimit } from './query-cost';
import { contractCodes, errorCodes, isGraphQLError, withoutSuggestions } from './request-errors';

/** Document limits: generous for any real client (the dashboard's largest query is far below them). */
export const DOCUMENT_LIMITS = { depth: 8, aliases: 10, tokens: 1_000 } as const;

export function readSchema(api: 'customer' | 'reseller'): string {
  return readFileSync(join(process.cwd(), 'lib/service/schema', `${api}.graphql`), 'utf8');
}

// graphql-armor throws by default, which yoga would answer as an execution error: report instead.
const reportAsValidationError = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

/** graphql's own token limit: the parser stops at the limit instead of building a huge document. */
const maxTokens: Plugin = {
  onParse: ({ setParseFn }) =>
    setParseFn((source, options) => parse(source, { ...options, maxTokens: DOCUMENT_LIMITS.tokens })),
};

const noIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
};

function maskError(error: unknown): Error {
  const original = isGraphQLError(error) ? error.originalError : error;
  // Errors raised on purpose (GraphQLErrors) reach the client; anything else is a fault and is masked.
  if (isGraphQLError(error) && (!original || isGraphQLError(original))) return error;
  log('error', 'graphql.unexpected_error', errorFields(original));
  return new GraphQLError(INTERNAL_MESSAGE, {
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
    ...(isGraphQLError(error) ? { path: error.path, nodes: error.nodes } : {}),
  });
}

/** Takes the parameters the HTTP envelope already read (graphql-endpoint.ts); only GraphiQL's page has none. */
const envelopeParams: Plugin<object, { graphqlParams?: GraphqlParams }> = {
  onRequestParse: ({ serverContext, setRequestParser }) => {
    const params = serverContext.graphqlParams;
    if (params) setRequestParser(() => params);
  },
};

/** One API's GraphQL server, as the HTTP envelope (graphql-endpoint.ts) calls it. */
export interface HandbookYoga<TServerContext> {
  /** Runs one request whose parameters the envelope has read, with its server context. */
  handle(request: Request, context: TServerContext): Promise<Response> | Response;
  /** GraphiQL's page and its requests, outside production only. */
  graphiql?: (request: Request) => Promise<Response> | Response;
}

export function createHandbookYoga<TServerContext extends Record<string, unknown>>(options: {
  api: 'customer' | 'reseller';
  endpoint: string;
  resolvers: Parameters<typeof createSchema<TServerContext>>[0]['resolvers'];
  production: boolean;
  /** Checks of the API's own, run before execution after the document checks (the Reseller API's roles). */
  beforeExecution?: Plugin<TServerContext>[];
}): HandbookYoga<TServerContext> {
  const hardening: Plugin[] = [
    maxTokens,
    maxDepthPlugin({ n: DOCUMENT_LIMITS.depth, flattenFragments: true, ...reportAsValidationError }),
    maxAliasesPlugin({ n: DOCUMENT_LIMITS.aliases, ...reportAsValidationError }),
    queryCostLimit(ANSWER_SIZES, ANSWER_BYTES.estimate),
    answerSizeLimit(ANSWER_BYTES.max),
  ];
  const productionOnly: Plugin[] = options.production ? [noIntrospection, withoutSuggestions] : [];
  const config: YogaServerOptions<TServerContext, object> = {
    schema: createSchema({ typeDefs: readSchema(options.api), resolvers: options.resolvers }),
    // Whatever path the request came by: its route chose the API, and GraphiQL is told where that is.
    graphqlEndpoint: '*',
    graphiql: false,
    // The HTTP envelope has read the body already, with its own limit (graphql-endpoint.ts).
    maxRequestBodySize: false,
    landingPage: false,
    // No CORS: yoga's default reflects any Origin with credentials allowed. Credentials are headers, never
    // cookies, and no browser page of another site has a reason to call these APIs.
    cors: false,
    batching: false,
    // Errors are logged once, by maskError, as JSON lines; yoga's own logger would print stacks to stdout.
    logging: false,
    maskedErrors: { maskError, isDev: false },
    plugins: [
      // First, so that its span and count see operations the checks below stop (a role's refusal).
      ...(telemetryOn() ? [graphqlTelemetry(options.api)] : []),
      envelopeParams,
      ...(options.beforeExecution ?? []),
      ...hardening,
      ...productionOnly,
      errorCodes,
      refuseInvalidStrings,
      contractCodes,
      answerOutcome,
    ],
  };
  // The API's requests go straight to the server's own handler. What createYoga wraps it in, a server
  // adapter, is what the envelope already is: every one of its entry points (`handle` included) copies the
  // server context descriptor by descriptor into a new object, races the answer with the request's abort
  // signal, and runs request hooks (a health check, GraphiQL, unhandled routes) for paths the envelope never
  // passes on. GraphiQL, outside production, is such a hook, so it gets an adapter of its own.
  const server = new YogaServer<TServerContext, object>(config);
  return {
    handle: server.handle,
    ...(options.production
      ? {}
      : { graphiql: createYoga({ ...config, graphiql: { endpoint: options.endpoint } }).fetch }),
  };
}
