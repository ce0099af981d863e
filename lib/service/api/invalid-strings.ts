import 'server-only';
import {
  getArgumentValues,
  getOperationAST,
  getVariableValues,
  OperationTypeNode,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  BREAK,
  type DocumentNode,
  type ExecutionArgs,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import {
  isPlainTextLine,
  isStorableText,
  PLAIN_LINE_RULE,
  UNSTORABLE_TEXT_RULE,
} from '../../contract/free-text';
import { badUserInput } from '../core/errors';
import { asRequestError } from './request-errors';

/** An invalid string: the dotted name of where it is and the rule it breaks. */
interface Fault {
  field: string;
  rule: string;
}

/**
 * The rule `text` breaks, if any. A mutation's strings are what the service keeps, trimmed (an ID that is
 * not kept only fails to match anything); other operations' strings need only be storable.
 */
function ruleBrokenBy(text: string, kept: boolean): string | undefined {
  if (!isStorableText(text)) return UNSTORABLE_TEXT_RULE;
  if (kept && !isPlainTextLine(text.trim())) return PLAIN_LINE_RULE;
  return undefined;
}

/** The first invalid string in value (argument, then input fields; lists add nothing to the name). */
function faultIn(value: unknown, name: string, kept: boolean): Fault | undefined {
  if (typeof value === 'string') {
    const rule = ruleBrokenBy(value, kept);
    return rule ? { field: name, rule } : undefined;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = faultIn(item, name, kept);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const [field, item] of Object.entries(value)) {
      const found = faultIn(item, `${name}.${field}`, kept);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Documents by whether a string of the client's can reach a resolver; yoga hands the same parsed document
 * for one query.
 */
const documentsWithClientStrings = new WeakMap<DocumentNode, boolean>();

/**
 * Whether `document` holds a string literal or a variable. Without either, no string of the client's reaches
 * a resolver (an enum or a number is not one, and the schema's own defaults are not the client's), so a list
 * such as `{ listHandbooks { … } }` or `{ handbookCustomers(limit: 25) { … } }` skips the walk with type
 * information.
 */
function mayHoldClientStrings(document: DocumentNode): boolean {
  let known = documentsWithClientStrings.get(document);
  if (known === undefined) {
    known = false;
    const found = () => {
      known = true;
      return BREAK;
    };
    visit(document, { StringValue: found, Variable: found });
    documentsWithClientStrings.set(document, known);
  }
  return known;
}

/**
 * The first invalid string among the argument values of the operation to run, as its resolvers would get
 * them (variables coerced, defaults applied). Anything that does not coerce is left to the executor, which
 * reports it.
 */
function findInvalidArgument(args: ExecutionArgs): Fault | undefined {
  if (!mayHoldClientStrings(args.document)) return undefined;
  const operation = getOperationAST(args.document, args.operationName);
  if (!operation) return undefined;
  const { coerced } = getVariableValues(
    args.schema,
    operation.variableDefinitions ?? [],
    (args.variableValues ?? {}) as Record<string, unknown>,
  );
  if (!coerced) return undefined;
  const kept = operation.operation === OperationTypeNode.MUTATION;
  const typeInfo = new TypeInfo(args.schema);
  let found: Fault | undefined;
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
          found ??= faultIn(value, name, kept);
        }
      },
    }),
  );
  return found;
}

/**
 * Refuses, for every argument of every operation of both APIs and before any resolver runs, strings the
 * database cannot store, and in mutations free text that is not one plain line: BAD_USER_INPUT naming the
 * argument or input field (`input.companyName`). Here rather than per field, so that no new argument
 * escapes the rule.
 */
export const refuseInvalidStrings: Plugin = {
  onExecute: ({ args, setResultAndStopExecution }) => {
    const fault = findInvalidArgument(args);
    if (!fault) return;
    const error = badUserInput(`${fault.field} ${fault.rule}.`, fault.field);
    setResultAndStopExecution({ errors: [asRequestError(error)] });
  },
};
