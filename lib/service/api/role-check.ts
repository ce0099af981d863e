import 'server-only';
import {
  GraphQLError,
  getOperationAST,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { FORBIDDEN_MESSAGE, roleMayRun } from '../../contract/staff-roles';
import type { ErrorCode } from '../../http/error-response';
import { log } from '../../http/log';
import type { ResellerContext } from '../core/context';

/**
 * The root fields an operation selects, through its fragments. Directives are not evaluated: a field that
 * `@skip` would leave out still counts, so a role is never let through by a directive.
 */
function rootFields(document: DocumentNode, selectionSet: SelectionSetNode): Set<string> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const names = new Set<string>();
  const visited = new Set<string>();
  const pending: SelectionSetNode[] = [selectionSet];
  for (let set = pending.pop(); set; set = pending.pop()) {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) pending.push(selection.selectionSet);
      else if (!visited.has(selection.name.value)) {
        visited.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) pending.push(fragment.selectionSet);
      }
    }
  }
  return names;
}

/** The mutations of an operation its caller's role does not allow; none for a query. */
export function refusedFields(
  document: DocumentNode,
  operationName: string | null | undefined,
  role: ResellerContext['reseller']['role'],
): string[] {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'mutation') return [];
  return [...rootFields(document, operation.selectionSet)].filter(
    // __typename asks about the type, not for a change.
    (name) => !name.startsWith('__') && !roleMayRun(role, name),
  );
}

/**
 * The one check of key roles (contract, third edition): before execution, an operation with a mutation the
 * key's role does not allow is refused whole, with HTTP 403 and no `data`, so nothing runs and nothing is
 * recorded. The table of who may run what is lib/contract/staff-roles.ts.
 */
export const roleCheck: Plugin<ResellerContext> = {
  onExecute: ({ args, setResultAndStopExecution }) => {
    const { reseller } = args.contextValue;
    const refused = refusedFields(args.document, args.operationName, reseller.role);
    if (refused.length === 0) return;
    log('warn', 'auth.forbidden', { keyId: reseller.keyId, role: reseller.role, fields: refused });
    const code: ErrorCode = 'FORBIDDEN';
    setResultAndStopExecution({
      errors: [new GraphQLError(FORBIDDEN_MESSAGE, { extensions: { code, http: { status: 403 } } })],
    });
  },
};
