import 'server-only';
import { context, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { getOperationAST, Kind, type DocumentNode, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ATTR } from '../../../telemetry/attributes';
import { instruments } from '../../../telemetry/instruments';

export type ApiName = 'customer' | 'reseller';

// An error code as the contract writes them; anything else (a library's own) counts as the fault it is.
const CODE = /^[A-Z][A-Z_]{0,39}$/;

/**
 * `ok`, or the first error's code. This plugin sees results before the plugins after it give codes: an
 * answer without `data` and without a code is the executor refusing the variables, which request-errors.ts
 * answers as BAD_USER_INPUT; any other error without one is a fault, masked as INTERNAL_SERVER_ERROR.
 */
function outcomeOf(result: ExecutionResult): string {
  const error = result.errors?.[0];
  if (!error) return 'ok';
  const code = error.extensions?.code;
  if (typeof code === 'string' && CODE.test(code)) return code;
  return 'data' in result ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT';
}

/** The operation's first root field (`listHandbooks`): what the metric counts by, bounded by the schema. */
function firstRootField(document: DocumentNode, operationName?: string | null): string | undefined {
  const selection = getOperationAST(document, operationName)?.selectionSet.selections[0];
  return selection?.kind === Kind.FIELD ? selection.name.value : undefined;
}

/**
 * A span for each GraphQL operation with the semantic conventions' attributes and `handbook.api`, active
 * while it executes (its database spans nest under it), and `handbook.graphql.operations` for every request
 * yoga answers: executed ones by their first root field and outcome, refused documents by their code. The
 * span's `graphql.operation.name` is the document's, as the conventions define it; the metric's is the root
 * field, so that a client's choice of names cannot grow its cardinality. Variables never become attributes.
 */
export function graphqlTelemetry(api: ApiName): Plugin {
  const count = (outcome: string, operation?: string) =>
    instruments().graphqlOperations.add(1, {
      [ATTR.api]: api,
      [ATTR.outcome]: outcome,
      ...(operation ? { [ATTR.graphqlOperationName]: operation } : {}),
    });
  return {
    onParse:
      () =>
      ({ result }) => {
        if (result instanceof Error) count('GRAPHQL_PARSE_FAILED');
      },
    onValidate:
      () =>
      ({ valid }) => {
        if (!valid) count('GRAPHQL_VALIDATION_FAILED');
      },
    onExecute: ({ args, executeFn, setExecuteFn }) => {
      const operation = getOperationAST(args.document, args.operationName);
      const type = operation?.operation ?? 'query';
      const name = operation?.name?.value;
      const span: Span = instruments().tracer.startSpan(name ? `${type} ${name}` : type, {
        attributes: {
          [ATTR.graphqlOperationType]: type,
          [ATTR.api]: api,
          ...(name ? { [ATTR.graphqlOperationName]: name } : {}),
        },
      });
      setExecuteFn((execution) =>
        context.with(trace.setSpan(context.active(), span), executeFn, undefined, execution),
      );
      return {
        onExecuteDone: ({ result }) => {
          // Neither API has subscriptions: every result is one.
          if (Symbol.asyncIterator in result) return;
          const outcome = outcomeOf(result);
          if (outcome !== 'ok') span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
          span.end();
          count(outcome, firstRootField(args.document, args.operationName));
        },
      };
    },
  };
}
