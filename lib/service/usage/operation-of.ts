import 'server-only';
import { Kind, parse, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { setBounded } from '../../collections/bounded-map';

/**
 * What a request is counted under when its document names no field of the API (it does not parse, is empty,
 * or asks for a field the API lacks): a field name the client made up would otherwise be a row of its own.
 */
export const NO_OPERATION = '';

// Programs send the same few documents again and again: each is read once. Bounded like the other caches.
const CACHE_SIZE = 1_000;
// The parser's own limit, as the APIs apply it (lib/service/api/create-yoga.ts), so a huge text costs little.
const MAX_TOKENS = 1_000;

function firstField(selections: SelectionSetNode, document: DocumentNode): string | null {
  for (const selection of selections.selections) {
    if (selection.kind === Kind.FIELD) return selection.name.value;
    const set =
      selection.kind === Kind.INLINE_FRAGMENT
        ? selection.selectionSet
        : document.definitions.find(
            (d): d is FragmentDefinitionNode =>
              d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value,
          )?.selectionSet;
    const found = set ? firstField(set, document) : null;
    if (found) return found;
  }
  return null;
}

function readOperation(
  query: string,
  operationName: string | undefined,
  rootFields: ReadonlySet<string>,
): string {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: MAX_TOKENS });
  } catch {
    return NO_OPERATION;
  }
  const operation = document.definitions.find(
    (d) =>
      d.kind === Kind.OPERATION_DEFINITION &&
      (operationName === undefined || d.name?.value === operationName),
  );
  const field =
    operation?.kind === Kind.OPERATION_DEFINITION ? firstField(operation.selectionSet, document) : null;
  return field !== null && rootFields.has(field) ? field : NO_OPERATION;
}

const known = new Map<string, string>();

/**
 * The operation a request is counted under: the name of the first root field of the operation it runs
 * (`listHandbooks`, `generateHandbook`), whether or not it then succeeds; one of `rootFields` (the API's
 * query and mutation fields), or NO_OPERATION.
 */
export function operationOf(
  query: string,
  operationName: string | undefined,
  rootFields: ReadonlySet<string>,
): string {
  const key = operationName === undefined ? query : `${operationName}\0${query}`;
  let operation = known.get(key);
  if (operation === undefined) {
    operation = readOperation(query, operationName, rootFields);
    setBounded(known, key, operation, CACHE_SIZE);
  }
  return operation;
}
