import 'server-only';
import {
  getArgumentValues,
  getOperationAST,
  getVariableValues,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type ExecutionArgs,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { badUserInput } from '../errors';
import { asRequestError } from './request-errors';

// PostgreSQL text cannot hold U+0000, and a lone UTF-16 surrogate has no UTF-8 form (it would be stored
// as U+FFFD). With the `u` flag, \p{Cs} matches only surrogates that are not part of a pair.
const INVALID_TEXT = /\0|\p{Cs}/u;

/** The dotted name (argument, then input fields; lists add nothing) of the first invalid string in value. */
function invalidStringIn(value: unknown, name: string): string | undefined {
  if (typeof value === 'string') return INVALID_TEXT.test(value) ? name : undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = invalidStringIn(item, name);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const [field, item] of Object.entries(value)) {
      const found = invalidStringIn(item, `${name}.${field}`);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The first invalid string among the argument values of the operation to run, as its resolvers would get
 * them (variables coerced, defaults applied). Anything that does not coerce is left to the executor, which
 * reports it.
 */
function findInvalidArgument(args: ExecutionArgs): string | undefined {
  const operation = getOperationAST(args.document, args.operationName);
  if (!operation) return undefined;
  const { coerced } = getVariableValues(
    args.schema,
    operation.variableDefinitions ?? [],
    (args.variableValues ?? {}) as Record<string, unknown>,
  );
  if (!coerced) return undefined;
  const typeInfo = new TypeInfo(args.schema);
  let found: string | undefined;
  visit(
    args.document,
    visitWithTypeInfo(typeInfo, {
      // Fragments are visited wherever they are defined; other operations not at all.
      OperationDefinition: (node) => (node === operation ? undefined : false),
      Field: (node) => {
        const field = typeInfo.getFieldDef();
        if (found || !field || !node.arguments?.length) return;
        let values: Record<string, unknown>;
        try {
          values = getArgumentValues(field, node, coerced);
        } catch {
          return;
        }
        for (const [name, value] of Object.entries(values)) {
          found ??= invalidStringIn(value, name);
        }
      },
    }),
  );
  return found;
}

/**
 * Refuses strings the database cannot store, for every argument of every operation of both APIs, before
 * any resolver runs: BAD_USER_INPUT naming the argument or input field (`input.companyName`).
 */
export const refuseInvalidStrings: Plugin = {
  onExecute: ({ args, setResultAndStopExecution }) => {
    const field = findInvalidArgument(args);
    if (!field) return;
    const error = badUserInput(`${field} must not contain null characters or unpaired surrogates.`, field);
    setResultAndStopExecution({ errors: [asRequestError(error)] });
  },
};
