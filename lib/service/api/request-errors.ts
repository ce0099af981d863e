import 'server-only';
import { GraphQLError, type GraphQLErrorExtensions } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ErrorCode } from '../../http/error-response';

// By name, not instanceof: graphql ships CommonJS and ESM builds, and libraries may load either one.
export const isGraphQLError = (error: unknown): error is GraphQLError =>
  error instanceof Error && error.name === 'GraphQLError';

/** The same error with another message or more extensions (errors may be cached: never changed in place). */
function rebuilt(error: GraphQLError, change: { message?: string; extensions?: GraphQLErrorExtensions }) {
  return new GraphQLError(change.message ?? error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, ...change.extensions },
  });
}

export function withCode(error: GraphQLError, code: ErrorCode): GraphQLError {
  return error.extensions.code ? error : rebuilt(error, { extensions: { code } });
}

/**
 * Marks an error found before execution (nothing ran, the answer has no `data`) as a request error of
 * GraphQL over HTTP, as yoga marks validation errors: HTTP 200 for `application/json` answers, 400 for a
 * client that accepts `application/graphql-response+json`.
 */
export function asRequestError(error: GraphQLError): GraphQLError {
  const code = error.extensions.code ?? 'BAD_USER_INPUT';
  return rebuilt(error, { extensions: { code, http: { spec: true, status: 400 } } });
}

/** Gives parse, validation and variable errors the codes (and HTTP statuses) of the contract. */
export const errorCodes: Plugin = {
  onParse:
    () =>
    ({ result, replaceParseResult }) => {
      if (isGraphQLError(result)) replaceParseResult(withCode(result, 'GRAPHQL_PARSE_FAILED'));
    },
  onValidate:
    () =>
    ({ result, setResult }) => {
      if (result.length > 0) setResult(result.map((e) => withCode(e, 'GRAPHQL_VALIDATION_FAILED')));
    },
  // The executor answers variables that do not fit their types with errors only (no `data`), without a
  // code, and with HTTP 400 whatever the client accepts.
  onExecute: () => ({
    onExecuteDone: ({ result, setResult }) => {
      if (!('errors' in result) || !result.errors?.length || 'data' in result) return;
      setResult({ ...result, errors: result.errors.map(asRequestError) });
    },
  }),
};

/**
 * The last word on codes: every error leaves with one of the contract's. yoga answers an operation it cannot
 * pick (unknown `operationName`, several operations and no name) with a code of its own, and graphql-js
 * answers a subscription, which neither API has, with none; both are requests the client must change.
 */
export const contractCodes: Plugin = {
  onResultProcess: ({ result, setResult }) => {
    if (Array.isArray(result) || !('errors' in result) || !result.errors?.length) return;
    const coded = result.errors.map((error) => {
      if (!isGraphQLError(error)) return error;
      const code = error.extensions.code;
      if (code === 'OPERATION_RESOLUTION_FAILURE' || (code === undefined && !('data' in result)))
        return rebuilt(error, { extensions: { code: 'BAD_REQUEST' satisfies ErrorCode } });
      return error;
    });
    setResult({ ...result, errors: coded });
  },
};

// graphql-js appends its suggestions as one sentence: ` Did you mean "a", "b", or "c"?`, `… the enum value "X"?`.
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

function withoutSuggestion(error: GraphQLError): GraphQLError {
  const message = error.message.replace(SUGGESTION, '');
  return message === error.message ? error : rebuilt(error, { message });
}

/**
 * In production no message names a schema element the caller did not write: every "Did you mean …?" goes,
 * whichever step produced it (validation, variable coercion, enum parsing). Introspection is off there too.
 */
export const withoutSuggestions: Plugin = {
  onResultProcess: ({ result, setResult }) => {
    if (Array.isArray(result) || !('errors' in result) || !result.errors?.length) return;
    setResult({ ...result, errors: result.errors.map(withoutSuggestion) });
  },
};
