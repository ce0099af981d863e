import 'server-only';
import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type SelectionSetNode,
  valueFromAST,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { PAGE_LIMIT } from '../../contract/limits';
import type { AnswerSizes } from '../core/answer-sizes';
import { badUserInput } from '../core/errors';
import { formatMegabytes } from './megabytes';
import { asRequestError } from './request-errors';

/**
 * A plain value the service writes itself (an id, a date, a count, a code, a hint) with its key and
 * punctuation. Text a person wrote is not one: each such field is listed in `textBytes` at its contract
 * maximum (core/answer-sizes.ts's userTextBytes), as tests/unit/service/query-cost.test.ts checks for every
 * String of the schemas.
 */
const PLAIN_VALUE_BYTES = 100;

interface Walk {
  fragments: Record<string, FragmentDefinitionNode>;
  /** The request's coerced variables; null for an estimate that holds whatever values they have. */
  variables: Record<string, unknown> | null;
  sizes: AnswerSizes;
}

/**
 * The fields a selection asks for by response key, as graphql-js's executor merges them: each fragment once per
 * selection, fields of one key together. Directives are not evaluated: a skipped field counts, so the
 * estimate errs high, never low.
 */
function collectFields(
  sets: readonly SelectionSetNode[],
  walk: Walk,
  fields = new Map<string, FieldNode[]>(),
  visited = new Set<string>(),
): Map<string, FieldNode[]> {
  for (const selection of sets.flatMap((set) => set.selections)) {
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      fields.set(key, [...(fields.get(key) ?? []), selection]);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      collectFields([selection.selectionSet], walk, fields, visited);
    } else if (!visited.has(selection.name.value)) {
      visited.add(selection.name.value);
      const fragment = walk.fragments[selection.name.value];
      if (fragment) collectFields([fragment.selectionSet], walk, fields, visited);
    }
  }
  return fields;
}

/**
 * A field's `limit` as the resolver will read it. Without the request's variables, a limit given by one is
 * unknown (undefined: the longest page), and a literal or the schema's default is what it is.
 */
function limitOf(field: GraphQLField<unknown, unknown>, node: FieldNode, walk: Walk): unknown {
  if (walk.variables) return getArgumentValues(field, node, walk.variables).limit;
  const definition = field.args.find((arg) => arg.name === 'limit')!;
  const argument = node.arguments?.find((arg) => arg.name.value === 'limit');
  return argument ? valueFromAST(argument.value, definition.type) : definition.defaultValue;
}

/** The page a field asks for (its `limit`, as the resolver will read it), if it has one. */
function pageSize(field: GraphQLField<unknown, unknown>, node: FieldNode, walk: Walk): number | undefined {
  if (!field.args.some((arg) => arg.name === 'limit')) return undefined;
  let limit: unknown;
  try {
    limit = limitOf(field, node, walk);
  } catch {
    // Execution refuses these arguments itself; until then, the longest page.
    return PAGE_LIMIT.max;
  }
  // Beyond the bounds the resolver refuses the page with its own message; within them it is what is asked.
  return typeof limit === 'number' ? Math.min(Math.max(limit, 0), PAGE_LIMIT.max) : PAGE_LIMIT.max;
}

function objectBytes(
  type: GraphQLObjectType,
  sets: readonly SelectionSetNode[],
  page: number | undefined,
  walk: Walk,
): number {
  let bytes = 0;
  for (const nodes of collectFields(sets, walk).values()) bytes += fieldBytes(type, nodes, page, walk);
  return bytes;
}

/**
 * One field's bytes: its items times each item's. A list takes its size from the table, else from its own
 * `limit` or the `limit` of the field that holds it (`customerHandbooks(limit:) { handbooks }`), else the
 * longest page.
 */
function fieldBytes(
  parent: GraphQLObjectType,
  nodes: readonly FieldNode[],
  parentPage: number | undefined,
  walk: Walk,
): number {
  const node = nodes[0]!;
  const field = parent.getFields()[node.name.value];
  // __typename, and introspection's fields where it is on (development): small and fixed.
  if (!field) return PLAIN_VALUE_BYTES;
  const key = `${parent.name}.${field.name}`;
  const page = pageSize(field, node, walk);
  const items = isListType(getNullableType(field.type))
    ? (walk.sizes.listSizes[key] ?? page ?? parentPage ?? PAGE_LIMIT.max)
    : 1;
  const type = getNamedType(field.type);
  if (!isObjectType(type)) return items * (walk.sizes.textBytes[key] ?? PLAIN_VALUE_BYTES);
  const sets = nodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : []));
  return items * objectBytes(type, sets, page, walk);
}

function fragmentsOf(document: DocumentNode): Record<string, FragmentDefinitionNode> {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  return fragments;
}

/**
 * How many bytes the answer to an operation could take, reckoned from the document alone; null when the
 * operation or its variables are not executable (execution then answers that error itself, running nothing).
 */
export function estimateAnswerBytes(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  rawVariables: Readonly<Record<string, unknown>> | null | undefined,
  sizes: AnswerSizes,
): number | null {
  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return null;
  const variables = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {});
  if (!variables.coerced) return null;
  const walk = { fragments: fragmentsOf(document), variables: variables.coerced, sizes };
  return objectBytes(root, [operation.selectionSet], undefined, walk);
}

/**
 * The estimate whatever values the operation's variables have: every `limit` a variable gives is taken as the
 * longest page, so no request of this document can be estimated higher. Null as for estimateAnswerBytes.
 */
export function largestAnswerBytes(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  sizes: AnswerSizes,
): number | null {
  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return null;
  const walk = { fragments: fragmentsOf(document), variables: null, sizes };
  return objectBytes(root, [operation.selectionSet], undefined, walk);
}

function tooCostly(estimate: number, maxBytes: number) {
  return badUserInput(
    `This operation could answer about ${formatMegabytes(estimate)}; at most ${formatMegabytes(maxBytes)} ` +
      'is allowed. Ask for fewer items per page (limit) or fewer aliases, or read handbook text (markdown, ' +
      'sections) one handbook at a time.',
  );
}

/**
 * Refuses, before anything runs, an operation whose answer could be larger than `maxBytes`: ten aliases of a
 * page of 100 handbooks with their text once built a 39 MB answer. graphql-armor's cost-limit (the family of
 * the depth and alias limits) weighs every field alike and cannot read `limit` arguments, so this estimate
 * is the project's own.
 */
export function queryCostLimit(sizes: AnswerSizes, maxBytes: number): Plugin {
  // By parsed document (yoga hands the same one for the same query text) and operation name.
  const largest = new WeakMap<DocumentNode, Map<string | null, number | null>>();
  const largestFor = (schema: GraphQLSchema, document: DocumentNode, operationName: string | null) => {
    let byName = largest.get(document);
    if (!byName) largest.set(document, (byName = new Map()));
    if (!byName.has(operationName))
      byName.set(operationName, largestAnswerBytes(schema, document, operationName, sizes));
    return byName.get(operationName)!;
  };
  return {
    onExecute: ({ args, setResultAndStopExecution }) => {
      const { schema, document, operationName, variableValues } = args;
      // Nearly every operation passes whatever its variables say, which is settled once per document; only
      // one that could pass the limit is estimated with this request's variables.
      const bound = largestFor(schema, document, operationName ?? null);
      if (bound === null || bound <= maxBytes) return;
      const estimate = estimateAnswerBytes(schema, document, operationName, variableValues, sizes);
      if (estimate !== null && estimate > maxBytes)
        setResultAndStopExecution({ errors: [asRequestError(tooCostly(estimate, maxBytes))] });
    },
  };
}
