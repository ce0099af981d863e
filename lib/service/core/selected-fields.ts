import 'server-only';
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the field being resolved selects any of `names` directly below it, looking through fragments and
 * inline fragments. Directives are not evaluated: a skipped field counts as selected, so a caller that
 * loads data for these fields may load too much, never too little.
 */
export function selectsAnyOf(info: GraphQLResolveInfo, names: readonly string[]): boolean {
  const visit = (set: SelectionSetNode | undefined, seen: Set<string>): boolean =>
    (set?.selections ?? []).some((selection) => {
      switch (selection.kind) {
        case Kind.FIELD:
          return names.includes(selection.name.value);
        case Kind.INLINE_FRAGMENT:
          return visit(selection.selectionSet, seen);
        case Kind.FRAGMENT_SPREAD: {
          const name = selection.name.value;
          // Validation forbids fragment cycles; `seen` keeps this walk finite all the same.
          if (seen.has(name)) return false;
          seen.add(name);
          return visit(info.fragments[name]?.selectionSet, seen);
        }
      }
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet, new Set()));
}
